import { jetstream } from '@nats-io/jetstream';
import {
  connectMongo,
  connectNats,
  createLogger,
  ensureStreams,
  listen,
  mongoReadiness,
  natsReadiness,
  natsSettings,
  runService
} from '@matrimony/service-kit';
import { createApp, SERVICE_NAME } from './app';
import { readConfig } from './config';
import { startDeletionRecovery } from './jobs/deletion-recovery';
import { startIdDocumentExpiry } from './jobs/id-document-expiry';
import { startConsumers } from './events/consumers';
import { startExportConsumers } from './events/export-consumers';
import { startRelays } from './events/relays';
import { createIdentityDeps } from './identity';

await runService({
  name: SERVICE_NAME,
  async start() {
    const config = readConfig();
    const logger = createLogger({ name: SERVICE_NAME, level: config.LOG_LEVEL });
    const nc = await connectNats({ ...natsSettings(config), name: SERVICE_NAME, logger });
    await ensureStreams(nc, { replicas: config.NATS_STREAM_REPLICAS, service: SERVICE_NAME });
    const mongo = await connectMongo({ url: config.MONGO_URL, dbName: 'identity', logger });
    const js = jetstream(nc);
    const identity = await createIdentityDeps(config, mongo, nc);
    const relays = startRelays(identity.stores, js, logger);
    const deletionRecovery = startDeletionRecovery(
      {
        admin: identity.admin,
        stores: identity.stores,
        mobileHashKey: config.MOBILE_HASH_KEY,
        now: identity.now
      },
      logger
    );
    const idDocumentExpiry = startIdDocumentExpiry({ stores: identity.stores, now: identity.now }, logger, {
      lease: mongo
    });
    const consumers = await startConsumers(nc, identity, logger);
    const exportConsumers = await startExportConsumers(nc, identity, logger);
    const app = createApp({ logger, readiness: [mongoReadiness(mongo), natsReadiness(nc)], identity });
    const server = await listen(app, config.PORT, config.HOST);
    logger.info({ port: config.PORT }, 'svc-identity listening');
    return {
      shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      drainDelayMs: config.DRAIN_DELAY_MS,
      server,
      app,
      async close() {
        await consumers.stop();
        await exportConsumers.stop();
        await deletionRecovery.stop();
        await idDocumentExpiry.stop();
        await relays.stop();
        await nc.drain();
        await mongo.close();
      }
    };
  }
});
