// /api/docs in development only: Swagger UI (the swagger-ui-dist package, served from node_modules, no
// CDN) over each service's /api/<service>/openapi.json. Production routing (deploy/) has no such path.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { services } from './topology';

export const API_DOCS_PATH = '/api/docs';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The viewer's own files, by the name the page asks for. Nothing else under /api/docs is served. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png'
};

/** One entry per service, as Swagger UI's `urls` option lists them. */
export function apiDocsUrls(): { name: string; url: string }[] {
  return services.map((service) => ({ name: service.name, url: `${service.prefix}/openapi.json` }));
}

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>API documentation (development)</title>
    <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css" />
    <link rel="icon" type="image/png" href="${API_DOCS_PATH}/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/swagger-ui-standalone-preset.js"></script>
    <script src="${API_DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

// A file rather than an inline script, so the page works under a script-src 'self' policy.
const init = `window.ui = SwaggerUIBundle({
  urls: ${JSON.stringify(apiDocsUrls())},
  dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout'
});
`;

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff'
  });
  res.end(body);
}

/** Answers /api/docs and its files; returns false for any other path (or an unknown file) so the caller answers 404. */
export async function serveApiDocs(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path !== API_DOCS_PATH && !path.startsWith(`${API_DOCS_PATH}/`)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const file = path.slice(API_DOCS_PATH.length + 1);
  if (file === '' || file === 'index.html') {
    send(res, 200, 'text/html; charset=utf-8', page);
    return true;
  }
  if (file === 'init.js') {
    send(res, 200, 'text/javascript; charset=utf-8', init);
    return true;
  }
  const type = ASSETS[file];
  if (!type) return false;
  send(res, 200, type, await readFile(join(swaggerDir, file)));
  return true;
}
