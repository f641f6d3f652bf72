import { createRemoteConfig } from '@matrimony/federation';

// mfPublic: landing and static pages. Served at /mf/public/; the shell loads `mfPublic/routes`.
export default createRemoteConfig({
  name: 'mfPublic',
  dirname: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' }
});
