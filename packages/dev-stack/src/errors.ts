/**
 * A start-up failure whose message is meant for the person running `npm start`:
 * the CLI prints it as is, without a stack trace.
 */
export class StackError extends Error {
  override readonly name = 'StackError';
}
