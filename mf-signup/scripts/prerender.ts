// Post-build step: renders this remote's public pages to HTML fragments in dist/prerendered/, served
// beside mf-manifest.json; the shell's static server includes them into its page documents, so
// search engines and visitors get the content before any JavaScript runs, and a redeploy of this
// remote alone updates them (docs/architecture.md, "Prerendered pages").
// Usage: node --import tsx scripts/prerender.ts
import path from 'node:path';
import { prerenderRemote } from '@matrimony/prerender';

prerenderRemote({ dir: path.resolve(import.meta.dirname, '..'), mount: '/mf/signup/' }).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  }
);
