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
import { createNotify } from './notify';

await runService({
  name: SERVICE_NAME,
  async start() {
    const config = readConfig();
    const logger = createLogger({ name: SERVICE_NAME, level: config.LOG_LEVEL });
    const nc = await connectNats({ ...natsSettings(config), name: SERVICE_NAME, logger });
    await ensureStreams(nc, { replicas: config.NATS_STREAM_REPLICAS, service: SERVICE_NAME });
    const mongo = await connectMongo({ url: config.MONGO_URL, dbName: 'notify', logger });
    const notify = await createNotify(config, mongo, nc, logger);
    const consumers = await startConsumers(nc, notify.events);
    const exportAnswers = await startExportAnswers(nc, notify.events.stores, notify.events.now, logger);
    const app = createApp({
      logger,
      readiness: [mongoReadiness(mongo), natsReadiness(nc)],
      notify: notify.http
    });
    const server = await listen(app, config.PORT, config.HOST);
    logger.info({ port: config.PORT, devOutbox: notify.http.devOutbox }, 'svc-notify listening');
    return {
      beforeServerClose: () => notify.unread.endAll(),
      shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      drainDelayMs: config.DRAIN_DELAY_MS,
      server,
      app,
      async close() {
        await consumers.stop();
        await exportAnswers.stop();
        await notify.close();
        await nc.drain();
        await mongo.close();
      }
    };
  }
});
