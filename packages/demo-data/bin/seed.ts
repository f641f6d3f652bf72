// `npm run seed` (run by `npm start` once per data directory): ready accounts through the public API (the
// administrator's role through Keycloak's admin API), then DEMO_MEMBER_COUNT (2,000) demo members straight
// into the services' databases, a few demo members' ID documents and selfies waiting for a moderator, the ready accounts'
// connections and, once svc-notify has opened them, their conversations with demo members, and a few help-desk
// tickets for the console. Never in production.
import { MongoClient } from 'mongodb';
import { generateMembers } from '../src/generate';
import { seedReadyAccounts } from '../src/seed-accounts';
import { seedReadyAdministrator } from '../src/seed-administrator';
import { seedReadyConnections, seedReadyCouple } from '../src/seed-connections';
import { seedReadyConversations } from '../src/seed-conversations';
import { seedPendingIdDocuments } from '../src/seed-id-documents';
import { seedDemoMembers } from '../src/seed-members';
import { seedPendingSelfies } from '../src/seed-selfies';
import { seedReadyTickets } from '../src/seed-tickets';

if (process.env.NODE_ENV === 'production') {
  console.error('demo-data: refusing to seed demo members with NODE_ENV=production');
  process.exit(1);
}

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`demo-data: set ${name}`);
  return value;
};
const mongoUrl = required('MONGO_URL');
const gatewayUrl = required('GATEWAY_URL');
const natsUrl = required('NATS_URL');
const keycloak = {
  url: required('KEYCLOAK_URL'),
  realm: required('KEYCLOAK_REALM'),
  clientId: required('KEYCLOAK_CLIENT_ID'),
  clientSecret: required('KEYCLOAK_CLIENT_SECRET')
};
const count = Number(process.env.DEMO_MEMBER_COUNT ?? 2000);

const started = Date.now();
const client = await MongoClient.connect(mongoUrl);
try {
  const profileDb = client.db('profile');
  const billingDb = client.db('billing');
  const notifyDb = client.db('notify');
  await seedReadyAccounts(gatewayUrl, natsUrl, profileDb, billingDb, (line) =>
    console.log(`demo-data: ${line}`)
  );
  await seedReadyAdministrator(gatewayUrl, natsUrl, keycloak, (line) => console.log(`demo-data: ${line}`));
  const inserted = await seedDemoMembers(profileDb, billingDb, generateMembers(count), new Date());
  console.log(
    `demo-data: ${inserted} demo members added (${count} wanted) in ${((Date.now() - started) / 1000).toFixed(1)} s`
  );
  await seedPendingIdDocuments(profileDb, client.db('identity'), new Date(), (line) =>
    console.log(`demo-data: ${line}`)
  );
  await seedPendingSelfies(profileDb, new Date(), (line) => console.log(`demo-data: ${line}`));
  await seedReadyConnections(profileDb, notifyDb, new Date(), (line) => console.log(`demo-data: ${line}`));
  await seedReadyCouple(profileDb, new Date(), (line) => console.log(`demo-data: ${line}`));
  await seedReadyConversations(profileDb, notifyDb, new Date(), (line) => console.log(`demo-data: ${line}`));
  await seedReadyTickets(profileDb, billingDb, notifyDb, new Date(), (line) =>
    console.log(`demo-data: ${line}`)
  );
} finally {
  await client.close();
}
