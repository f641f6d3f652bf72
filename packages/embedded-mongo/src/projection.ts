import { Query } from 'mingo';
import type { Options } from 'mingo/types';
import { CommandError } from './errors';
import { isPlainObject } from './types';
import { cloneDoc } from './update/clone';

type Doc = Record<string, unknown>;

/** A find projection sorted into what MongoDB does with it. */
interface Plan {
  included: string[];
  excluded: string[];
  slices: [string, unknown][];
  elemMatches: Map<string, Query>;
  keepId: boolean;
  inclusion: boolean;
}

const isFlag = (value: unknown) => typeof value === 'number' || typeof value === 'boolean';
const soleOperator = (value: unknown, name: string) =>
  isPlainObject(value) && Object.keys(value).length === 1 && name in value;

/**
 * The plan for field flags, `$slice` and `$elemMatch`; undefined for anything else (expressions, `$`,
 * `$meta`), which mingo answers. `$slice` alone neither includes nor excludes; `$elemMatch` includes.
 */
function planOf(projection: Doc, options?: Partial<Options>): Plan | undefined {
  const plan: Plan = {
    included: [],
    excluded: [],
    slices: [],
    elemMatches: new Map(),
    keepId: true,
    inclusion: false
  };
  for (const [key, value] of Object.entries(projection)) {
    if (key.startsWith('$') || key.endsWith('.$') || key.split('.').includes('')) return undefined;
    if (key === '_id' && isFlag(value)) plan.keepId = Boolean(value);
    else if (isFlag(value)) (value ? plan.included : plan.excluded).push(key);
    else if (soleOperator(value, '$slice')) plan.slices.push([key, (value as Doc).$slice]);
    else if (soleOperator(value, '$elemMatch') && !key.includes('.'))
      plan.elemMatches.set(key, new Query({ [key]: { $elemMatch: (value as Doc).$elemMatch } }, options));
    else return undefined;
  }
  const including = plan.included.length > 0 || plan.elemMatches.size > 0;
  if (including && plan.excluded.length) {
    throw new CommandError(
      31254,
      'Location31254',
      `Cannot do exclusion on field ${plan.excluded[0]} in inclusion projection`
    );
  }
  plan.inclusion =
    including ||
    (projection._id !== undefined && plan.keepId && !plan.excluded.length && !plan.slices.length);
  return plan;
}

/** Applies a find-style projection; the stored documents are never modified. */
export function project(docs: Doc[], projection: Doc, options?: Partial<Options>): Doc[] {
  const plan = planOf(projection, options);
  if (!plan) return new Query({}, options).find<Doc>(docs.map(cloneDoc), projection).all().map(idFirst);
  const tree = pathTree([...plan.included, ...(plan.inclusion ? plan.slices.map(([path]) => path) : [])]);
  const excluded = pathTree(plan.excluded);
  return docs.map((doc) => {
    let out: Doc = plan.inclusion ? pick(doc, tree, plan.elemMatches) : omit(doc, excluded);
    if (plan.keepId && '_id' in doc) out = { _id: doc._id, ...out };
    else delete out._id;
    for (const [path, spec] of plan.slices) out = sliceAt(out, path.split('.'), spec) as Doc;
    return out;
  });
}

/** Paths as a tree (`a.b` → a → b); true marks a field taken (or dropped) whole. */
type PathTree = Map<string, PathTree | true>;

function pathTree(paths: string[]): PathTree {
  const root: PathTree = new Map();
  for (const path of paths) {
    const parts = path.split('.');
    let node = root;
    for (const [index, part] of parts.entries()) {
      const existing = node.get(part);
      if (existing === true) break;
      if (index === parts.length - 1) {
        node.set(part, true);
        break;
      }
      const child: PathTree = existing ?? new Map();
      node.set(part, child);
      node = child;
    }
  }
  return root;
}

/** The fields the tree includes (and the first element each `$elemMatch` selects), in the document's order. */
function pick(doc: Doc, tree: PathTree, elemMatches?: Map<string, Query>): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) {
    const rule = tree.get(key);
    const match = elemMatches?.get(key);
    if (match && Array.isArray(doc[key])) {
      const first = (doc[key] as unknown[]).find((element) => match.test({ [key]: [element] }));
      if (first !== undefined) out[key] = [first];
    } else if (rule === true) out[key] = doc[key];
    else if (rule) {
      const inner = within(doc[key], rule, pick);
      if (inner !== undefined) out[key] = inner;
    }
  }
  return out;
}

/** The document without the fields the tree excludes, through subdocuments and arrays of them. */
function omit(doc: Doc, tree: PathTree): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) {
    const rule = tree.get(key);
    if (rule === true) continue;
    out[key] = rule ? (within(doc[key], rule, omit) ?? doc[key]) : doc[key];
  }
  return out;
}

/**
 * A sub-path rule applied inside a value, as MongoDB does: a subdocument is projected, an array projects
 * its subdocuments (and arrays) and keeps or drops its other elements, and any other value has no sub-path.
 */
function within(value: unknown, tree: PathTree, apply: (doc: Doc, tree: PathTree) => Doc): unknown {
  const keepsScalars = apply === omit;
  if (Array.isArray(value)) {
    return value.flatMap((element) =>
      Array.isArray(element) || isPlainObject(element)
        ? [within(element, tree, apply)]
        : keepsScalars
          ? [element]
          : []
    );
  }
  return isPlainObject(value) ? apply(value, tree) : undefined;
}

/** A copy of `value` with the array at `parts` sliced: `n` first, `-n` last, `[skip, limit]`. */
function sliceAt(value: unknown, parts: string[], spec: unknown): unknown {
  if (Array.isArray(value))
    return value.map((element) => (isPlainObject(element) ? sliceAt(element, parts, spec) : element));
  if (!isPlainObject(value)) return value;
  const [head = '', ...rest] = parts;
  if (!(head in value)) return value;
  const inner = value[head];
  return {
    ...value,
    [head]: rest.length ? sliceAt(inner, rest, spec) : Array.isArray(inner) ? slice(inner, spec) : inner
  };
}

function slice(array: unknown[], spec: unknown): unknown[] {
  if (Array.isArray(spec)) {
    const [skip = 0, limit = 0] = spec as number[];
    if (limit <= 0)
      throw new CommandError(
        28724,
        'Location28724',
        'First argument to $slice must be an array, second must be a positive number of elements to return'
      );
    const start = skip < 0 ? Math.max(0, array.length + skip) : skip;
    return array.slice(start, start + limit);
  }
  if (typeof spec !== 'number')
    throw new CommandError(2, 'BadValue', '$slice only supports numbers and [skip, limit] arrays');
  return spec < 0 ? array.slice(Math.max(0, array.length + spec)) : array.slice(0, spec);
}

/** mingo's projection appends _id last; MongoDB keeps it first. */
export function idFirst(doc: Doc): Doc {
  const keys = Object.keys(doc);
  if (!('_id' in doc) || keys[0] === '_id') return doc;
  const out: Doc = { _id: doc._id };
  for (const key of keys) if (key !== '_id') out[key] = doc[key];
  return out;
}
