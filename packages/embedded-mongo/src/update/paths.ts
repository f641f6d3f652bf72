import { badValue, CommandError } from '../errors';
import { showValue } from '../storage/keys';
import { isPlainObject } from '../types';

type Doc = Record<string, unknown>;
export type Container = Doc | unknown[];

/** One field an update path names: the subdocument or array holding it, and its name or index. */
export interface Target {
  container: Container;
  key: string;
}

export interface ResolveOptions {
  /** The operator may create the field: missing subdocuments are created, and a path through a scalar or an array is an error. */
  create: boolean;
  /** Whether an array element passes the array filter named by `$[id]`. */
  passes: (id: string, element: unknown) => boolean;
}

const pathNotViable = (field: string, parentField: string, parent: unknown) =>
  new CommandError(
    28,
    'PathNotViable',
    `Cannot create field '${field}' in element {${parentField}: ${showValue(parent)}}`
  );

export const isArrayUpdate = (part: string | undefined) =>
  part !== undefined && part.startsWith('$[') && part.endsWith(']');
const isIndex = (part: string) => /^\d+$/.test(part);

export function valueAt(target: Target): unknown {
  const { container, key } = target;
  return Array.isArray(container) ? container[Number(key)] : container[key];
}

/** Writes a field; an index past the end of an array pads it with nulls, as MongoDB does. */
export function assign(target: Target, value: unknown): void {
  const { container, key } = target;
  if (!Array.isArray(container)) return void (container[key] = value);
  const index = Number(key);
  while (container.length < index) container.push(null);
  container[index] = value;
}

/**
 * Every field a path (with `$` already replaced by its index) names in `doc`. Each step looks at one
 * value once, so the work is linear in the part of the document the path reaches, however deep the
 * arrays nest; `$[]` and `$[id]` fan out over the elements of the array they stand for.
 */
export function resolveTargets(doc: Doc, path: string, options: ResolveOptions): Target[] {
  const parts = path.split('.');
  const out: Target[] = [];
  const step = (container: Container, key: string, at: number): void => {
    if (at === parts.length - 1) return void out.push({ container, key });
    let child = valueAt({ container, key });
    if (child === undefined && !isArrayUpdate(parts[at + 1])) {
      if (!options.create) return;
      child = {};
      assign({ container, key }, child);
    }
    walk(child, at + 1, key);
  };
  const walk = (node: unknown, at: number, field: string): void => {
    const part = parts[at] ?? '';
    if (isArrayUpdate(part)) {
      if (node === undefined)
        throw badValue(
          `The path '${parts.slice(0, at).join('.')}' must exist in the document in order to apply array updates.`
        );
      if (!Array.isArray(node))
        throw badValue(`Cannot apply array updates to non-array element ${field}: ${showValue(node)}`);
      const id = part.slice(2, -1);
      for (let i = 0; i < node.length; i++) if (!id || options.passes(id, node[i])) step(node, String(i), at);
      return;
    }
    if ((Array.isArray(node) && isIndex(part)) || isPlainObject(node))
      return step(node as Container, part, at);
    if (options.create) throw pathNotViable(part, field, node);
  };
  walk(doc, 0, '');
  return out;
}
