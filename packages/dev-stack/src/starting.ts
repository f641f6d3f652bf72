import { StackError } from './errors';

/** Runs one start-up step, turning its failure into a message that names the piece. */
export async function starting<T>(piece: string, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    throw new StackError(`${piece} could not start: ${(error as Error).message}`);
  }
}
