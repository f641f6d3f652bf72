import type { Document } from 'bson';
import type { Options } from 'mingo/types';
import type { CursorStore } from '../cursors';
import type { Catalog } from '../storage/catalog';
import { badValue } from '../errors';

export interface ServerInfo {
  host: string;
  port: number;
  startedAt: Date;
}

export interface CommandContext {
  /** Database from `$db`. */
  db: string;
  /** The body as decoded: numeric wrappers kept, for documents whose types must round-trip. */
  raw: Document;
  /** The body with numbers as plain JS numbers: for reading arguments. */
  args: Record<string, unknown>;
  catalog: Catalog;
  cursors: CursorStore;
  connectionId: number;
  server: ServerInfo;
  mingo: Partial<Options>;
}

export type CommandHandler = (ctx: CommandContext) => Document | Promise<Document>;

/** The collection name a command addresses: the value of its first key. */
export function collectionName(ctx: CommandContext): string {
  const name = Object.values(ctx.args)[0];
  if (typeof name !== 'string' || !name) throw badValue(`collection name must be a non-empty string`);
  return name;
}

export const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : undefined;
export const asObject = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
