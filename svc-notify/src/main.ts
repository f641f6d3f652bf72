import { connectMongo, connectNats, createLogger, ensureStreams, listen, mongoReadiness, natsReadiness, runService } from '@matrimony/service-kit';
import { createApp, SERVICE_NAME } from './app';
import { readConfig } from './config';

await runService({
  name: SERVICE_NAME,
  shutdownTimeoutMs: 10_000,
  async start() {
    const config = readConfig();
    const logger = createLogger({ name: SERVICE_NAME, level: config.LOG_LEVEL });
    const nc = await connectNats({ servers: config.NATS_URL, name: SERVICE_NAME, logger });
    await ensureStreams(nc);
    const mongo = await connectMongo({ url: config.MONGO_URL, dbName: 'notify', logger });
    const app = createApp({ logger, readiness: [mongoReadiness(mongo), natsReadiness(nc)] });
    const server = await listen(app, config.PORT, config.HOST);
    logger.info({ port: config.PORT }, 'svc-notify listening');
    return {
      server,
      app,
      async close() {
        await nc.drain();
        await mongo.close();
      }
    };
  }
});
