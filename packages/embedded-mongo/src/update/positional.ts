import { Query } from 'mingo';
import type { Options } from 'mingo/types';
import { badValue } from '../errors';
import { getPath, isPlainObject } from '../types';

type Doc = Record<string, unknown>;

const noMatch = () => badValue('The positional operator did not find the match needed from the query.');

/** The conditions of `filter` (and of its top-level `$and`) on `arrayPath` or a path inside it. */
function conditionsOn(filter: Doc, arrayPath: string): Doc[] {
  const out: Doc[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) out.push(...conditionsOn(part, arrayPath));
    } else if (key === arrayPath || key.startsWith(`${arrayPath}.`)) {
      out.push({ [key]: condition });
    }
  }
  return out;
}

/** `{a: {b: [element]}}` for `a.b`: a document holding only that element of the array. */
function holding(arrayPath: string, element: unknown): Doc {
  return arrayPath.split('.').reduceRight<unknown>((inner, part) => ({ [part]: inner }), [element]) as Doc;
}

/**
 * Resolves the positional `$` of update paths the way MongoDB does: to the first element of the array
 * the query matched, found by testing the query's conditions on that array against one element at a
 * time (linear in the array), in the document as it was before the update. Cached per array path.
 */
export class PositionalResolver {
  private readonly indexes = new Map<string, number>();

  constructor(
    private readonly doc: Doc,
    private readonly filter: Doc | undefined,
    private readonly options: Partial<Options> | undefined
  ) {}

  resolve(path: string): string {
    const parts = path.split('.');
    const at = parts.indexOf('$');
    if (at < 0) return path;
    if (parts.lastIndexOf('$') !== at)
      throw badValue(`Too many positional (i.e. '$') elements found in path '${path}'`);
    if (at === 0)
      throw badValue(`Cannot have positional (i.e. '$') element in the first position in path '${path}'`);
    const arrayPath = parts.slice(0, at).join('.');
    let index = this.indexes.get(arrayPath);
    if (index === undefined) {
      index = this.find(arrayPath);
      this.indexes.set(arrayPath, index);
    }
    parts[at] = String(index);
    return parts.join('.');
  }

  private find(arrayPath: string): number {
    const array = getPath(this.doc, arrayPath);
    const conditions = this.filter ? conditionsOn(this.filter, arrayPath) : [];
    if (!Array.isArray(array) || !conditions.length) throw noMatch();
    const queries = conditions.map((condition) => new Query(condition, this.options));
    const results = array.map((element) => queries.map((query) => query.test(holding(arrayPath, element))));
    const index = results.findIndex((tests) => tests.every(Boolean));
    const fallback = index >= 0 ? index : results.findIndex((tests) => tests.some(Boolean));
    if (fallback < 0) throw noMatch();
    return fallback;
  }
}
