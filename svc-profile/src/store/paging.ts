export interface PageRequest {
  skip: number;
  limit: number;
}

/**
 * One page of a list and the list's total. The count is a second query, so it runs only when the page
 * cannot tell: a page with fewer items than asked for ends the list (most members' lists fit on one page).
 */
export async function pageWithTotal<T>(
  page: PageRequest,
  list: () => Promise<T[]>,
  count: () => Promise<number>
): Promise<{ items: T[]; total: number }> {
  const items = await list();
  const endsHere = items.length < page.limit && (items.length > 0 || page.skip === 0);
  return { items, total: endsHere ? page.skip + items.length : await count() };
}
