import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';

describe('concurrent writers', () => {
  let server: EmbeddedMongo;
  let clients: MongoClient[] = [];
  before(async () => {
    server = await startEmbeddedMongo({ port: 0 });
    clients = await Promise.all(
      Array.from({ length: 20 }, () => MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 5000 }))
    );
    await clients[0]!.db('race').collection('members').createIndex({ email: 1 }, { unique: true });
  });
  after(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await server?.stop();
  });

  it('20 clients upserting the same unique key produce exactly one document', async () => {
    const results = await Promise.allSettled(
      clients.map((client, i) =>
        client
          .db('race')
          .collection('members')
          .updateOne(
            { email: 'same@x.in' },
            { $setOnInsert: { createdBy: i }, $inc: { hits: 1 } },
            { upsert: true }
          )
      )
    );
    expect(results.every((r) => r.status === 'fulfilled')).to.equal(true);
    const docs = await clients[0]!.db('race').collection('members').find({ email: 'same@x.in' }).toArray();
    expect(docs).to.have.length(1);
    expect(docs[0]?.hits).to.equal(20);
    const upserts = results.filter((r) => r.status === 'fulfilled' && r.value.upsertedCount === 1);
    expect(upserts).to.have.length(1);
  });

  it('20 clients inserting the same unique key: one wins, nineteen get E11000', async () => {
    const results = await Promise.allSettled(
      clients.map((client) => client.db('race').collection('members').insertOne({ email: 'insert@x.in' }))
    );
    expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(1);
    const codes = results.flatMap((r) =>
      r.status === 'rejected' ? [(r.reason as { code?: number }).code] : []
    );
    expect(codes).to.deep.equal(Array(19).fill(11000));
  });
});
