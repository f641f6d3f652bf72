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
import { answerVerificationFacts } from './events/verification-facts';
import { startRecommendationJob } from './jobs/build-recommendations';
import { startCandidateListJob } from './jobs/candidate-lists';
import { startInterestExpiryJob } from './jobs/expire-interests';
import { startFaceAidJob } from './jobs/face-aid';
import { startSelfieExpiryJob } from './jobs/selfie-expiry';
import { createProfileDeps } from './profile';

await runService({
  name: SERVICE_NAME,
  async start() {
    const config = readConfig();
    const logger = createLogger({ name: SERVICE_NAME, level: config.LOG_LEVEL });
    const nc = await connectNats({ ...natsSettings(config), name: SERVICE_NAME, logger });
    await ensureStreams(nc, { replicas: config.NATS_STREAM_REPLICAS, service: SERVICE_NAME });
    const mongo = await connectMongo({ url: config.MONGO_URL, dbName: 'profile', logger });
    const profile = await createProfileDeps(config, mongo, logger);
    const { stores } = profile;
    const relays = startRelays(stores, jetstream(nc), logger);
    const consumers = await startConsumers(nc, stores, logger);
    const exportAnswers = await startExportAnswers(nc, mongo, stores, logger);
    const verificationFacts = answerVerificationFacts(nc, stores, logger);
    const recommendationJob = startRecommendationJob(stores, mongo, () => new Date(), logger);
    const candidateListJob = startCandidateListJob(stores, mongo, () => new Date(), logger);
    const expiryJob = startInterestExpiryJob(stores, mongo, () => new Date(), logger);
    const selfieExpiryJob = startSelfieExpiryJob(stores, mongo, () => new Date(), logger);
    const { faceScorer } = profile;
    const faceAidJob = faceScorer
      ? startFaceAidJob(
          { stores, faceScorer },
          mongo,
          () => new Date(),
          logger,
          config.FACE_AID_JOB_INTERVAL_MS
        )
      : undefined;
    const app = createApp({
      logger,
      readiness: [mongoReadiness(mongo), natsReadiness(nc)],
      profile
    });
    const server = await listen(app, config.PORT, config.HOST);
    logger.info({ port: config.PORT }, 'svc-profile listening');
    return {
      shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      drainDelayMs: config.DRAIN_DELAY_MS,
      server,
      app,
      async close() {
        await recommendationJob.stop();
        await candidateListJob.stop();
        await expiryJob.stop();
        await selfieExpiryJob.stop();
        await faceAidJob?.stop();
        await profile.faceScorer?.close();
        await consumers.stop();
        await exportAnswers.stop();
        await verificationFacts.stop();
        await relays.stop();
        await nc.drain();
        await mongo.close();
      }
    };
  }
});
