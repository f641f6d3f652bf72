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
import { startConsumers } from './events/consumers';
import { startExportAnswers } from './events/export-requests';
import { startRelays } from './events/relays';
import { startExpiringNoticeJob } from './jobs/expiring-notice-job';
import { startExpiryJob } from './jobs/expiry-job';
import { createBillingDeps } from './billing';

await runService({
  name: SERVICE_NAME,
  async start() {
    const config = readConfig();
    const logger = createLogger({ name: SERVICE_NAME, level: config.LOG_LEVEL });
    const nc = await connectNats({ ...natsSettings(config), name: SERVICE_NAME, logger });
    await ensureStreams(nc, { replicas: config.NATS_STREAM_REPLICAS, service: SERVICE_NAME });
    const mongo = await connectMongo({ url: config.MONGO_URL, dbName: 'billing', logger });
    const billing = await createBillingDeps(config, mongo, logger);
    const { stores, now } = billing;
    const relays = startRelays(stores, jetstream(nc), logger);
    const consumers = await startConsumers(nc, {
      stores,
      now,
      logger,
      mobileHashKey: config.MOBILE_HASH_KEY
    });
    const exportAnswers = await startExportAnswers(nc, stores, now, logger);
    const expiryJob = startExpiryJob(stores.subscriptions, now, logger);
    void expiryJob.run();
    const expiringNoticeJob = startExpiringNoticeJob(stores.subscriptions, mongo, now, logger);
    void expiringNoticeJob
      .run()
      .catch((err: unknown) =>
        logger.warn({ err }, 'expiring-premium pass at start-up failed, the next one retries')
      );
    const app = createApp({ logger, readiness: [mongoReadiness(mongo), natsReadiness(nc)], billing });
    const server = await listen(app, config.PORT, config.HOST);
    logger.info({ port: config.PORT }, 'svc-billing listening');
    return {
      shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      drainDelayMs: config.DRAIN_DELAY_MS,
      server,
      app,
      async close() {
        await expiryJob.stop();
        await expiringNoticeJob.stop();
        await consumers.stop();
        await exportAnswers.stop();
        await relays.stop();
        await nc.drain();
        await mongo.close();
      }
    };
  }
});
