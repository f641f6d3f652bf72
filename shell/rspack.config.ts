import { rspack } from '@rspack/core';
import { createAppConfig } from '@matrimony/federation';

export default createAppConfig({
  name: 'shell',
  role: 'host',
  dirname: import.meta.dirname,
  entry: { main: './src/index.ts' },
  plugins: [
    // Absolute script URLs: the same index.html answers every path (/about/, /profile/42, ...).
    new rspack.HtmlRspackPlugin({ template: './src/index.html', publicPath: '/' }),
    // runtime-config.json: the default; deployments replace it (no rebuild).
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })
  ]
});
