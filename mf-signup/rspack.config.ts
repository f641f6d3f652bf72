import { createRemoteConfig } from '@matrimony/federation';

export default createRemoteConfig({
  name: 'mfSignup',
  dirname: import.meta.dirname,
  exposes: { './routes': './src/routes' }
});
