import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { PROBLEM_CONTENT_TYPE, type Problem } from '@matrimony/contracts';
import { isAppPath } from '@matrimony/federation/route-ownership';
import { composeDocument, type FetchFragment } from '@matrimony/prerender/document';
import { localeFromPath, stripLocalePrefix } from '@matrimony/prerender/paths';
import compression from 'compression';
import express, { type Request, type Response, type NextFunction } from 'express';
import { cacheControlFor, revalidateAlways } from './cache-policy';
import { closeServer, listen } from './http-server';

export interface StaticSiteOptions {
  /** The build output directory (a frontend's dist/). */
  root: string;
  /** The shell: serve prerendered `<route>/index.html` when present, else index.html for app routes. */
  spa: boolean;
  /**
   * The shell: where the remotes' builds are served (`/mf/signup/` → its static server), for the
   * prerendered fragments its page documents include while they are served, like nginx's SSI.
   */
  remotes?: readonly RemoteOrigin[];
}

export interface RemoteOrigin {
  /** The gateway prefix of the remote, e.g. `/mf/signup/`. */
  mount: string;
  /** Its static server, e.g. `http://127.0.0.1:4102`. */
  origin: string;
}

/** A fragment a page document includes: 200 from the remote's server, else none (the plain page). */
function fragmentFetcher(remotes: readonly RemoteOrigin[]): FetchFragment {
  return async (url) => {
    const remote = remotes.find(({ mount }) => url.startsWith(mount.replace(/\/*$/, '/')));
    if (!remote) return undefined;
    const path = url.slice(remote.mount.replace(/\/*$/, '/').length);
    try {
      const response = await fetch(new URL(path, `${remote.origin.replace(/\/*$/, '/')}`), {
        signal: AbortSignal.timeout(5000)
      });
      return response.ok ? await response.text() : undefined;
    } catch {
      return undefined;
    }
  };
}

function notFound(req: Request, res: Response): void {
  const body: Problem = {
    type: 'about:blank',
    title: 'Not Found',
    status: 404,
    detail: `There is no file at ${req.path}.`,
    instance: req.originalUrl
  };
  res
    .status(404)
    .set({ 'Content-Type': PROBLEM_CONTENT_TYPE, 'Cache-Control': revalidateAlways })
    .send(JSON.stringify(body));
}

/** The shell's sitemap.xml (shell/scripts/prerender.ts): server-side includes of each remote's entries. */
const SITEMAP = 'sitemap.xml';

/** `<root>/<route>/index.html` for a request path, or undefined when absent or outside root. */
function prerenderedPage(root: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  const file = resolve(root, `.${decoded}`, 'index.html');
  if (!file.startsWith(root + sep)) return undefined;
  return existsSync(file) ? file : undefined;
}

/** The route prefixes of the build's runtime-config.json (the shell's route table). */
function routePrefixes(root: string): string[] {
  const file = join(root, 'runtime-config.json');
  if (!existsSync(file)) return [];
  const config = JSON.parse(readFileSync(file, 'utf8')) as { remotes?: { routes?: string[] }[] };
  return (config.remotes ?? []).flatMap((remote) => remote.routes ?? []);
}

/** The shell's HTML file for a request path: `<route>/index.html`, an .html file itself, else undefined. */
function documentFile(root: string, requestPath: string): string | undefined {
  if (extname(requestPath) === '') return prerenderedPage(root, requestPath);
  if (extname(requestPath) !== '.html') return undefined;
  const file = resolve(root, `.${requestPath}`);
  return file.startsWith(root + sep) && existsSync(file) ? file : undefined;
}

/**
 * The shell's page documents, with the remotes' prerendered fragments included (see
 * @matrimony/prerender/document), else the shell's page: 200 for a path the route table owns, 404 for
 * any other (the app then shows its not-found page; search engines and monitors see the 404), like nginx.
 */
function spaRoutes(root: string, remotes: readonly RemoteOrigin[]) {
  const shellPage = join(root, 'index.html');
  // A path without its own document gets the app's page in its URL's language (/hi/x: hi/index.html, whose
  // landing content the guard script drops), like nginx's $app_document.
  const appDocument = (path: string) => {
    const locale = localeFromPath(path);
    const localized = locale ? join(root, locale, 'index.html') : undefined;
    return localized && existsSync(localized) ? localized : shellPage;
  };
  const sitemap = join(root, SITEMAP);
  const prefixes = routePrefixes(root);
  const fetchFragment = fragmentFetcher(remotes);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // The sitemap includes every remote's entries, like a page document its fragments (nginx: ssi_types).
    if (req.path === `/${SITEMAP}` && existsSync(sitemap))
      try {
        const xml = await composeDocument(await readFile(sitemap, 'utf8'), fetchFragment);
        res.type('application/xml').set('Cache-Control', revalidateAlways).send(xml);
        return;
      } catch (error) {
        return next(error);
      }
    const page = documentFile(root, req.path);
    // A path with a file extension is an asset: missing means 404, not the app.
    if (!page && extname(req.path) !== '') return next();
    try {
      const html = await composeDocument(
        await readFile(page ?? appDocument(req.path), 'utf8'),
        fetchFragment
      );
      res
        // /hi/... and /ta/... are the same pages in Hindi and Tamil (docs/architecture.md, "Languages").
        .status(page || isAppPath(prefixes, stripLocalePrefix(req.path)) ? 200 : 404)
        .type('html')
        .set('Cache-Control', revalidateAlways)
        .send(html);
    } catch (error) {
      next(error);
    }
  };
}

/** The Content-Security-Policy the shell's build wrote (shell/scripts/html.ts), if this build has one. */
function contentSecurityPolicy(root: string): string | undefined {
  const file = join(root, 'content-security-policy.txt');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** Serves one frontend build with gzip and the caching rules of cache-policy.ts. */
export function createStaticSite(options: StaticSiteOptions): express.Express {
  const root = resolve(options.root);
  const app = express();
  app.disable('x-powered-by');
  const csp = contentSecurityPolicy(root);
  if (csp) {
    // The same headers as the shell's nginx (deploy/frontend/shell.conf), HSTS aside (no TLS here).
    app.use((_req, res, next) => {
      res.set({ 'Content-Security-Policy': csp, 'X-Frame-Options': 'DENY' });
      next();
    });
  }
  app.use(compression());
  // The shell's documents are composed before they are sent (spaRoutes), never sent as stored.
  if (options.spa) app.use(spaRoutes(root, options.remotes ?? []));
  app.use(
    express.static(root, {
      index: options.spa ? false : 'index.html',
      redirect: false,
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControlFor(path))
    })
  );
  app.use(notFound);
  return app;
}

export interface StaticServer {
  port: number;
  close(): Promise<void>;
}

export async function startStaticServer(
  options: StaticSiteOptions & { port: number; host: string }
): Promise<StaticServer> {
  const server = createServer(createStaticSite(options));
  const port = await listen(server, options.port, options.host);
  return { port, close: () => closeServer(server) };
}
