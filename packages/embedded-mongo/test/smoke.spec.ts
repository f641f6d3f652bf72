import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';

describe('embedded-mongo smoke', () => {
  let server: EmbeddedMongo;
  let client: MongoClient;
  before(async () => {
    server = await startEmbeddedMongo({ port: 0 });
    client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 5000 });
  });
  after(async () => {
    await client?.close();
    await server?.stop();
  });

  it('inserts and finds a document through the official driver', async () => {
    const users = client.db('smoke').collection('users');
    await users.insertOne({ email: 'a@b.in' });
    expect(await users.findOne({ email: 'a@b.in' }, { projection: { _id: 0 } })).to.deep.equal({ email: 'a@b.in' });
  });
});
