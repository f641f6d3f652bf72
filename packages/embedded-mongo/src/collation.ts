import { compareValues } from './storage/compare';
import { indexValues } from './storage/keys';

/** A collation as find/count/update/delete/aggregate carry it; `simple` (or none) is binary comparison. */
export interface CollationSpec {
  locale: string;
  strength?: number;
  caseLevel?: boolean;
  caseFirst?: 'upper' | 'lower' | 'off';
  numericOrdering?: boolean;
  alternate?: string;
}

const SENSITIVITY: Record<number, string> = { 1: 'base', 2: 'accent', 3: 'variant' };

/** A string comparator following the collation (ICU through Intl), the way MongoDB's strengths map onto it. */
export function collator(spec: CollationSpec): Intl.Collator {
  let sensitivity = SENSITIVITY[spec.strength ?? 3] ?? 'variant';
  if (spec.caseLevel && sensitivity === 'base') sensitivity = 'case';
  if (spec.caseLevel && sensitivity === 'accent') sensitivity = 'variant';
  return new Intl.Collator(spec.locale, {
    sensitivity: sensitivity as Intl.CollatorOptions['sensitivity'],
    numeric: spec.numericOrdering ?? false,
    ignorePunctuation: spec.alternate === 'shifted',
    ...(spec.caseFirst && spec.caseFirst !== 'off' ? { caseFirst: spec.caseFirst } : {})
  });
}

/**
 * Sorts documents by a sort spec under a collation: strings by the collator, everything else in
 * MongoDB's order; an array sorts by its smallest element ascending and its largest descending.
 */
export function sortByCollation<T extends Record<string, unknown>>(
  docs: T[],
  sort: Record<string, unknown>,
  spec: CollationSpec
): T[] {
  const strings = collator(spec);
  const order = (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string' ? strings.compare(a, b) : compareValues(a, b);
  const fields = Object.entries(sort).map(([path, direction]) => ({
    path,
    direction: Number(direction) < 0 ? -1 : 1
  }));
  const keyed = docs.map((doc) => ({
    doc,
    keys: fields.map(({ path, direction }) =>
      indexValues(doc, path).reduce((best, value) => (direction * order(value, best) < 0 ? value : best))
    )
  }));
  keyed.sort((x, y) => {
    for (const [i, { direction }] of fields.entries()) {
      const o = order(x.keys[i], y.keys[i]);
      if (o) return direction * o;
    }
    return 0;
  });
  return keyed.map(({ doc }) => doc);
}
