// Looks for a member's identifiers in everything the platform stores: every document of every collection of every
// database on the MongoDB server (GridFS files and chunks are collections too), and every message of the EXPORTS
// object store's stream (object chunks and their metadata, deleted ones included while the stream keeps them).
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Binary, ObjectId, type MongoClient } from 'mongodb';

export interface Identifier {
  /** What it is, for the failure message: `userId`, `mobile`, `+91 mobile`, `e-mail`, `member number`. */
  what: string;
  text: string;
}

export interface Finding {
  /** `<db>.<collection> <_id>` or `EXPORTS <subject> #<seq>`. */
  where: string;
  what: string;
}

/** The databases the MongoDB server keeps for itself. */
const SERVER_DATABASES = new Set(['admin', 'local', 'config']);

/** The identifiers of one member as they may be written anywhere: the mobile alone and with the country code. */
export function identifiersOf(member: {
  userId: string;
  mobile: string;
  email: string;
  memberNumber: string;
}): Identifier[] {
  return [
    { what: 'userId', text: member.userId },
    { what: 'mobile', text: member.mobile },
    { what: '+91 mobile', text: `+91${member.mobile}` },
    { what: 'e-mail', text: member.email },
    { what: 'member number', text: member.memberNumber }
  ];
}

/** Every string a stored value holds, with its path: strings, ids, numbers and binary data (as Latin-1 text) at any depth, and keys. */
function textsOf(value: unknown, path = '', out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'number' || typeof value === 'bigint') out.push([path, String(value)]);
  else if (value instanceof ObjectId) out.push([path, value.toHexString()]);
  else if (value instanceof Binary) out.push([path, Buffer.from(value.buffer).toString('latin1')]);
  else if (value instanceof Uint8Array) out.push([path, Buffer.from(value).toString('latin1')]);
  else if (value instanceof Date || value === null || value === undefined) return out;
  else if (Array.isArray(value)) value.forEach((item, index) => textsOf(item, `${path}.${index}`, out));
  else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      out.push([at, key]);
      textsOf(item, at, out);
    }
  }
  return out;
}

/** Each identifier found, with the first field holding it: `userId (in toUserId)`. */
function found(texts: [string, string][], identifiers: Identifier[]): string[] {
  return identifiers.flatMap((identifier) => {
    const wanted = identifier.text.toLowerCase();
    const hit = texts.find(([, text]) => text.toLowerCase().includes(wanted));
    return hit ? [`${identifier.what} (in ${hit[0] || 'the value'})`] : [];
  });
}

/** The service databases on the server (identity, profile, billing, notify, and any other a service made). */
export async function serviceDatabases(mongo: MongoClient): Promise<string[]> {
  const { databases } = await mongo.db('admin').admin().listDatabases({ nameOnly: true });
  return databases
    .map((db) => db.name)
    .filter((name) => !SERVER_DATABASES.has(name))
    .sort();
}

/** Every document of every collection of `databases` holding one of the identifiers. */
export async function scanMongo(
  mongo: MongoClient,
  databases: string[],
  identifiers: Identifier[]
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const name of databases) {
    const db = mongo.db(name);
    for (const { name: collection } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      for await (const doc of db.collection(collection).find({})) {
        for (const what of found(textsOf(doc), identifiers))
          findings.push({ where: `${name}.${collection} ${String(doc._id)}`, what });
      }
    }
  }
  return findings;
}

/** How many documents each collection of `databases` holds (`<db>.<collection>`). */
export async function collectionSizes(mongo: MongoClient, databases: string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const name of databases) {
    const db = mongo.db(name);
    for (const { name: collection } of await db.listCollections({}, { nameOnly: true }).toArray())
      sizes.set(`${name}.${collection}`, await db.collection(collection).countDocuments());
  }
  return sizes;
}

/** The EXPORTS object store's stream: every stored message (chunk or metadata) holding one of the identifiers. */
export async function scanExportStore(
  natsUrl: string,
  identifiers: Identifier[]
): Promise<{ findings: Finding[]; messages: number }> {
  const nc = await connect({ servers: natsUrl, name: 'erasure-scan' });
  try {
    const jsm = await jetstreamManager(nc);
    const { state } = await jsm.streams.info('OBJ_EXPORTS');
    const findings: Finding[] = [];
    let messages = 0;
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq += 1) {
      const message = await jsm.streams.getMessage('OBJ_EXPORTS', { seq }).catch(() => null); // purged
      if (!message) continue;
      messages += 1;
      const texts: [string, string][] = [
        ['subject', message.subject],
        ['data', Buffer.from(message.data).toString('latin1')],
        ...(message.header
          ? [...message.header].flatMap(([key, values]) =>
              values.map((value): [string, string] => [`header ${key}`, value])
            )
          : [])
      ];
      for (const what of found(texts, identifiers))
        findings.push({ where: `EXPORTS ${message.subject} #${seq}`, what });
    }
    return { findings, messages };
  } finally {
    await nc.close();
  }
}
