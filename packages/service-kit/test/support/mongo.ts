import { type Connection } from 'mongoose';
import { connectMongo } from '../../src/index';

/** An embedded in-memory Mongo for one test file (connectMongo without a URL starts it). */
export async function embeddedMongo(dbName: string): Promise<Connection> {
  return connectMongo({ dbName });
}
