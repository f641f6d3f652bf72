import { describeHealthEndpoints } from '@matrimony/service-kit/testing';
import { BASE_PATH, createApp, SERVICE_NAME } from '../src/app';
import { readConfig } from '../src/config';

describeHealthEndpoints({
  service: SERVICE_NAME,
  basePath: BASE_PATH,
  defaultPort: 4002,
  createApp,
  readConfig
});
