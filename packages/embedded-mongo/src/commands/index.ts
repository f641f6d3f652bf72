import type { CommandHandler } from './context';
import { aggregate, count, distinct } from './aggregate';
import { remove } from './delete';
import { find, getMore, killCursors } from './find';
import { findAndModify } from './find-and-modify';
import { handshakeCommands } from './handshake';
import { createIndexes, dropIndexes, listIndexes } from './indexes';
import { insert } from './insert';
import { create, drop, dropDatabase, listCollections, listDatabases } from './namespaces';
import { update } from './update';

/** Every command the server answers, by the name that is the first key of the command document. */
export const commands: Record<string, CommandHandler> = {
  ...handshakeCommands,
  insert,
  find,
  getMore,
  killCursors,
  update,
  delete: remove,
  findAndModify,
  aggregate,
  count,
  distinct,
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes
};
