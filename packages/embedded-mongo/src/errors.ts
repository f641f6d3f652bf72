/** A command failure that becomes `{ok:0, errmsg, code, codeName}` on the wire. */
export class CommandError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string
  ) {
    super(message);
  }
}

export const badValue = (message: string) => new CommandError(2, 'BadValue', message);
export const namespaceNotFound = (ns: string) =>
  new CommandError(26, 'NamespaceNotFound', `ns does not exist: ${ns}`);
/** What `drop` answers for a collection that does not exist (listIndexes and others say `ns does not exist`). */
export const nsNotFound = () => new CommandError(26, 'NamespaceNotFound', 'ns not found');
export const transactionsUnsupported = () =>
  new CommandError(
    20,
    'IllegalOperation',
    'Transaction numbers are only allowed on a replica set member or mongos'
  );
export const namespaceExists = (ns: string) =>
  new CommandError(48, 'NamespaceExists', `Collection ${ns} already exists.`);
export const commandNotFound = (name: string) =>
  new CommandError(59, 'CommandNotFound', `no such command: '${name}' is not supported by embedded-mongo`);
export const cursorNotFound = (id: string) =>
  new CommandError(43, 'CursorNotFound', `cursor id ${id} not found`);

/** A unique-index violation; reported as a writeError (or a command error for findAndModify). */
export class DuplicateKeyError extends CommandError {
  constructor(
    message: string,
    readonly keyPattern: Record<string, unknown>,
    readonly keyValue: Record<string, unknown>
  ) {
    super(11000, 'DuplicateKey', message);
  }
}

/** Turns anything thrown while executing a command into MongoDB's error fields. */
export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof DuplicateKeyError) {
    return {
      errmsg: err.message,
      code: err.code,
      codeName: err.codeName,
      keyPattern: err.keyPattern,
      keyValue: err.keyValue
    };
  }
  if (err instanceof CommandError) return { errmsg: err.message, code: err.code, codeName: err.codeName };
  const message = err instanceof Error ? err.message : String(err);
  // mingo names operators it lacks ($text, geo, custom stages): report them as unsupported.
  const operator = /(?:unknown|unregistered)[\w ]*operator:? (\$\w+)|'(\$\w+)' is not registered/.exec(
    message
  );
  if (operator) {
    return {
      errmsg: `operator ${operator[1] ?? operator[2]} is not supported by embedded-mongo`,
      code: 59,
      codeName: 'CommandNotFound'
    };
  }
  return { errmsg: message, code: 2, codeName: 'BadValue' };
}
