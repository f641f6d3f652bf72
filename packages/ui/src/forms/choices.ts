/** Pure rules behind MultiSelect, RangeSelect and Lightbox (tested without a browser). */

export type Choice = { value: string; label: string };

/** Options whose label contains every word of the query (case- and accent-insensitive), in their order. */
export function filterChoices(options: readonly Choice[], query: string): Choice[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...options];
  return options.filter((option) => {
    const label = fold(option.label);
    return words.every((word) => label.includes(word));
  });
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Adds or removes one value, keeping the options' order so the URL and chips read the same each time. */
export function toggleChoice(selected: readonly string[], value: string, order: readonly Choice[]): string[] {
  const next = new Set(selected);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return order.map((option) => option.value).filter((candidate) => next.has(candidate));
}

export type Range = { min?: number; max?: number };

/** A range whose ends were picked separately: swapped when the member picks them the wrong way round. */
export function orderedRange(range: Range): Range {
  const { min, max } = range;
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { min, max };
}

/** Next photo index for a step of -1 / +1, wrapping at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
