/** MongoDB's duplicate key error (E11000): a unique index refused the write. */
export function isDuplicateKey(err: unknown): boolean {
  return (err as { code?: number } | null)?.code === 11000;
}
