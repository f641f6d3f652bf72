import { Query } from 'mingo';
import type { Options } from 'mingo/types';
import { badValue, CommandError } from '../errors';
import { showValue } from '../storage/keys';
import { isPlainObject } from '../types';
import { arrayOperators } from './array-operators';
import { fieldOperators } from './field-operators';
import { typeName, type FieldContext, type UpdateOperator } from './operator';
import { assign, isArrayUpdate, resolveTargets, type Target, valueAt } from './paths';
import { PositionalResolver } from './positional';

type Doc = Record<string, unknown>;

const OPERATORS: Record<string, UpdateOperator> = { ...fieldOperators, ...arrayOperators };

/** Every update operator the server applies (besides `$setOnInsert`, folded into `$set` on insert). */
export const UPDATE_OPERATORS = new Set([...Object.keys(OPERATORS), '$rename']);

interface Entry {
  path: string;
  creates: boolean;
  change?: (target: Target, context: FieldContext) => void;
  renameTo?: string;
}

/** Applies a compiled update to a document in place; `filter` is the query that selected it (for `$`). */
export type CompiledUpdate = (doc: Doc, filter: Doc | undefined) => void;

const failedToParse = (message: string) => new CommandError(9, 'FailedToParse', message);

/**
 * Checks an operator update once (operands, paths, conflicts, array filters) and returns the function
 * applying it to each document. Fields are changed in path order, as MongoDB does since 5.0.
 */
export function compileOperators(
  modifier: Doc,
  arrayFilters: Doc[] | undefined,
  options?: Partial<Options>
): CompiledUpdate {
  const entries: Entry[] = [];
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields)) {
      throw failedToParse(
        `Modifiers operate on fields but we found type ${typeName(fields)} instead. For example: {$mod: {<field>: ...}} not {${operator}: ${showValue(fields)}}`
      );
    }
    for (const [path, operand] of Object.entries(fields)) {
      if (path === '' || path.split('.').includes(''))
        throw new CommandError(
          56,
          'EmptyFieldName',
          `An update path '${path}' contains an empty field name, which is not allowed.`
        );
      if (operator !== '$rename') {
        const { creates, prepare } = OPERATORS[operator]!;
        entries.push({ path, creates, change: prepare(operand, path, options) });
        continue;
      }
      if (typeof operand !== 'string' || !operand)
        throw badValue(`The 'to' field for $rename must be a string: ${path}: ${showValue(operand)}`);
      if (path.includes('$') || operand.includes('$'))
        throw badValue(
          `The source and target field for $rename must not contain positional operators: ${path}: ${operand}`
        );
      if (path === operand)
        throw badValue(`The source and target field for $rename must differ: ${path}: ${operand}`);
      entries.push({ path, creates: false, renameTo: operand });
    }
  }
  checkConflicts(entries.flatMap((entry) => (entry.renameTo ? [entry.path, entry.renameTo] : [entry.path])));
  entries.sort((a, b) => comparePaths(a.path, b.path));
  const passes = arrayFilterTests(
    arrayFilters ?? [],
    entries.map((entry) => entry.path),
    options
  );

  return (doc, filter) => {
    // `$` is resolved against the document as the query saw it, before any field changes.
    const positional = new PositionalResolver(doc, filter, options);
    const resolved = entries.map((entry) => ({ ...entry, path: positional.resolve(entry.path) }));
    for (const entry of resolved) {
      const targets = resolveTargets(doc, entry.path, { create: entry.creates, passes });
      if (entry.renameTo !== undefined) rename(doc, targets[0], entry.renameTo, passes);
      else for (const target of targets) entry.change!(target, { doc, field: target.key });
    }
  };
}

function rename(
  doc: Doc,
  source: Target | undefined,
  to: string,
  passes: (id: string, element: unknown) => boolean
): void {
  const value = source && valueAt(source);
  if (!source || value === undefined) return;
  if (Array.isArray(source.container)) throw badValue('The source field cannot be an array element');
  delete source.container[source.key];
  const [destination] = resolveTargets(doc, to, { create: true, passes });
  if (!destination || Array.isArray(destination.container))
    throw badValue('The destination field cannot be an array element');
  assign(destination, value);
}

/** MongoDB refuses two paths of one update where one is, or leads to, the other. */
function checkConflicts(paths: string[]): void {
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) throw conflict(path, path);
    seen.add(path);
  }
  for (const path of paths) {
    const parts = path.split('.');
    for (let length = 1; length < parts.length; length++) {
      const prefix = parts.slice(0, length).join('.');
      if (seen.has(prefix)) throw conflict(path, prefix);
    }
  }
}

const conflict = (path: string, at: string) =>
  new CommandError(
    40,
    'ConflictingUpdateOperators',
    `Updating the path '${path}' would create a conflict at '${at}'`
  );

/** Field names in string order, array indexes in numeric order. */
function comparePaths(a: string, b: string): number {
  const x = a.split('.');
  const y = b.split('.');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, q] = [x[i]!, y[i]!];
    if (p === q) continue;
    if (/^\d+$/.test(p) && /^\d+$/.test(q)) return Number(p) - Number(q);
    return p < q ? -1 : 1;
  }
  return x.length - y.length;
}

/** One query per `$[id]` identifier, each element tested as `{id: element}`; every identifier and every filter must be used. */
function arrayFilterTests(
  arrayFilters: Doc[],
  paths: string[],
  options?: Partial<Options>
): (id: string, element: unknown) => boolean {
  const byId = new Map<string, Doc>();
  for (const filter of arrayFilters) {
    for (const [key, condition] of Object.entries(filter)) {
      const id = key.split('.')[0] ?? key;
      byId.set(id, { ...byId.get(id), [key]: condition });
    }
  }
  const used = new Set<string>();
  for (const path of paths) {
    for (const part of path.split('.')) {
      if (!isArrayUpdate(part) || part === '$[]') continue;
      const id = part.slice(2, -1);
      if (!byId.has(id)) throw badValue(`No array filter found for identifier '${id}' in path '${path}'`);
      used.add(id);
    }
  }
  for (const id of byId.keys())
    if (!used.has(id))
      throw failedToParse(`The array filter for identifier '${id}' was not used in the update`);
  const queries = new Map([...byId].map(([id, filter]) => [id, new Query(filter, options)]));
  return (id, element) => queries.get(id)?.test({ [id]: element }) ?? false;
}
