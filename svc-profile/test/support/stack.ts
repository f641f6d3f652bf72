// An svc-profile app over a fresh embedded MongoDB and a local token issuer, for route tests.
import mongoose, { type Connection } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '@matrimony/embedded-mongo';
import { createLogger, createTestIssuer, createTokenVerifier, type TestIssuer } from '@matrimony/service-kit';
import { createApp } from '../../src/app';
import { readConfig } from '../../src/config';
import { createStores, type Stores } from '../../src/store';
import { type FaceScorer } from '../../src/verification/face-aid/face-aid-client';
import { TODAY } from './fixtures';

export const silentLogger = createLogger({ name: 'test', level: 'silent' });
/** The development offer key the app signs contact-unlock offers with. */
export const contactOfferKey = readConfig({}).CONTACT_OFFER_KEY;

export interface ProfileStack {
  app: ReturnType<typeof createApp>;
  stores: Stores;
  conn: Connection;
  issuer: TestIssuer;
  clock: { now: Date };
  /** A bearer header for this member, with Keycloak-like name/e-mail claims unless overridden. */
  bearer(userId: string, claims?: Record<string, unknown>): string;
  /** Records the member as identity.user.registered would. */
  registerIdentity(userId: string, fullName?: string): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;

export async function startProfileStack(options: { faceScorer?: FaceScorer } = {}): Promise<ProfileStack> {
  const mongo: EmbeddedMongo = await startEmbeddedMongo({ port: 0 });
  const conn = await mongoose.createConnection(mongo.uri, { dbName: 'profile' }).asPromise();
  const stores = createStores(conn);
  await Promise.all(Object.values(conn.models).map((model) => model.init()));
  const issuer = await createTestIssuer();
  const verifier = createTokenVerifier({
    jwksUri: issuer.jwksUri,
    issuer: issuer.issuer,
    allowedAzp: issuer.allowedAzp,
    isRevoked: stores.revokedMembers.isRevoked
  });
  const clock = { now: TODAY };
  const app = createApp({
    logger: silentLogger,
    profile: { stores, verifier, now: () => clock.now, contactOfferKey, faceScorer: options.faceScorer }
  });

  return {
    app,
    stores,
    conn,
    issuer,
    clock,
    bearer: (userId, claims = {}) =>
      `Bearer ${issuer.sign({ sub: userId, email: `${userId}@example.com`, name: `Name ${userId}`, ...claims })}`,
    async registerIdentity(userId, fullName = `Verified ${userId}`) {
      counter += 1;
      const mobile = String(9000000000 + counter);
      await stores.identityUsers.upsert(
        userId,
        { mobile, email: `${userId}@verified.example.com`, fullName },
        new Date()
      );
    },
    async close() {
      await conn.close();
      await issuer.close();
      await mongo.stop();
    }
  };
}
