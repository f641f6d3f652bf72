import { type Connection } from 'mongoose';
import { connectMongo } from '../../src/index';

/** An embedded in-memory Mongo for one test file; skips the suite while @matrimony/embedded-mongo does not exist yet. */
export async function embeddedMongoOrSkip(ctx: Mocha.Context, dbName: string): Promise<Connection> {
  try {
    return await connectMongo({ dbName });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') {
      ctx.skip();
    }
    throw err;
  }
}
