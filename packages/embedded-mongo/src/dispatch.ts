import { type Document } from 'bson';
import { commands } from './commands';
import type { ServerInfo } from './commands/context';
import type { CursorStore } from './cursors';
import { commandNotFound, errorFields, transactionsUnsupported } from './errors';
import { mingoOptions } from './query';
import type { Catalog } from './storage/catalog';
import { toPlain } from './types';
import type { Request } from './wire/frames';

/** MongoDB accepts legacy spellings such as `buildinfo` and `ismaster`. */
const commandsByLowerName = new Map(
  Object.entries(commands).map(([name, handler]) => [name.toLowerCase(), handler])
);

export interface ServerState {
  catalog: Catalog;
  cursors: CursorStore;
  server: ServerInfo;
  /** Resolves once every applied change is durable (no-op in memory). */
  durable: () => Promise<void>;
}

/** Runs one command and returns its reply document; failures become `{ok:0, ...}`, never throws. */
export async function dispatch(
  request: Request,
  connectionId: number,
  state: ServerState
): Promise<Document> {
  const name = Object.keys(request.body)[0] ?? '';
  let reply: Document;
  try {
    const handler = Object.hasOwn(commands, name)
      ? commands[name]
      : commandsByLowerName.get(name.toLowerCase());
    if (!handler) throw commandNotFound(name);
    // A standalone has no transactions; the driver only numbers transactions' commands here (retryable writes need a replica set).
    if (request.body.txnNumber !== undefined) throw transactionsUnsupported();
    const db = typeof request.body.$db === 'string' ? request.body.$db : 'admin';
    reply = await handler({
      db,
      raw: request.body,
      args: toPlain(request.body) as Record<string, unknown>,
      catalog: state.catalog,
      cursors: state.cursors,
      connectionId,
      server: state.server,
      mingo: mingoOptions(state.catalog, db)
    });
  } catch (err) {
    reply = { ok: 0, ...errorFields(err) };
  }
  try {
    await state.durable();
  } catch (err) {
    reply = {
      ok: 0,
      errmsg: `could not persist the write: ${(err as Error).message}`,
      code: 8,
      codeName: 'UnknownError'
    };
  }
  return reply;
}
