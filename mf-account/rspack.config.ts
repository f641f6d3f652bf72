import { createRemoteConfig } from '@matrimony/federation';

export default createRemoteConfig({
  name: 'mfAccount',
  dirname: import.meta.dirname,
  exposes: { './routes': './src/routes' }
});
