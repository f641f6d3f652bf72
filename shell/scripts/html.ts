import { createHash } from 'node:crypto';
import {
  fragmentUrls,
  PRERENDER_ATTRIBUTE,
  PRERENDERED_PATH_ATTRIBUTE,
  prerenderStyles,
  siteRelativeAssets,
  splitHead,
  ssiEcho,
  ssiIfSet,
  ssiInclude,
  type RenderedRoute
} from '@matrimony/prerender';
import { PRERENDER_SUBMITTED_ATTRIBUTE } from '../src/app/carry-input';
import { CONTENT_SLOT_ID } from './content-slot';
import { SITE_MENU_ID } from '../src/layout/mobile-menu';

/**
 * Runs before the page paints. The landing page's HTML is also index.html, which the gateway
 * returns for every path without its own file (/dashboard, /profile/42): there the landing
 * content must not flash, so it is dropped at once and the app renders the right page.
 * On the page's own path it holds back a form sent before the app is ready (the prerendered
 * form has no handler: the browser would reload the page and lose what was typed) and marks it,
 * so the app sends it once it has taken over (see carryVisitorInput). The header's Menu button works at once too:
 * it opens the prerendered menu, and the app's menu opens in its place when the app takes over.
 */
export const PRERENDER_GUARD_SCRIPT =
  `(function(){var r=document.getElementById('root');if(!r)return;var p=location.pathname.replace(/\\/+$/,'')||'/';` +
  `if(r.getAttribute('${PRERENDERED_PATH_ATTRIBUTE}')!==p){r.innerHTML='';r.removeAttribute('${PRERENDERED_PATH_ATTRIBUTE}');` +
  `document.querySelectorAll('[${PRERENDER_ATTRIBUTE}]').forEach(function(e){e.remove()})}` +
  `else{r.addEventListener('submit',function(e){e.preventDefault();r.setAttribute('${PRERENDER_SUBMITTED_ATTRIBUTE}','')},true);` +
  `r.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button[aria-controls=${SITE_MENU_ID}]'),` +
  `m=document.getElementById('${SITE_MENU_ID}');if(!b||!m)return;var o=b.getAttribute('aria-expanded')!=='true';` +
  `b.setAttribute('aria-expanded',String(o));m.setAttribute('data-open',String(o))})}})();`;

/** The CSP source that allows exactly that inline script: `script-src 'self' '<this>'`. */
export function inlineScriptCspSource(): string {
  return `'sha256-${createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64')}'`;
}

/** Where the build leaves the page's Content-Security-Policy for the static servers (nginx, dev). */
export const CSP_FILE = 'content-security-policy.txt';

/**
 * The pages' Content-Security-Policy: scripts only from the site plus the one inline script above
 * (by hash), no plugins, no framing by other sites. Styles allow inline (styled-components injects
 * <style> elements); images allow data: and blob: (photo previews, authorised photo downloads);
 * workers blob: (the sign-up bot check solves in one). Payments: Razorpay's checkout script and its frame
 * (the browser checkout loads both); a member reaches checkout from any signed-in page without a reload, so every page allows
 * exactly those two origins and nothing else of theirs.
 */
export const PAYMENT_SCRIPT_ORIGIN = 'https://checkout.razorpay.com';
export const PAYMENT_FRAME_ORIGIN = 'https://api.razorpay.com';

export function contentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptCspSource()} ${PAYMENT_SCRIPT_ORIGIN}`,
    `frame-src ${PAYMENT_FRAME_ORIGIN}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'"
  ].join('; ');
}

const CONTENT_SLOT = `<template id="${CONTENT_SLOT_ID}"></template>`;

/** SSI variables of a page document. */
const HEAD_FRAGMENT = 'prerendered_head';
const BODY_FRAGMENT = 'prerendered_body';

export type PageDocumentInput = {
  path: string;
  /** Where the remote owning the path is served (`/mf/signup/`): its fragments are under it. */
  mount: string;
  /** The shell's layout prerendered around CONTENT_SLOT (header, <main>), with its styles. */
  layout: RenderedRoute;
  fontHead?: string;
  /** The document's language (`<html lang>`), as its URL names it: `hi-IN` under /hi/. */
  lang?: string;
};

/**
 * The shell's index.html as the document of one page: when it is served, the static server
 * includes the remote's prerendered head and body (docs/architecture.md, "Prerendered pages"). With
 * them, #root holds the shell's layout around the remote's page, marked with its path, followed by
 * the guard script; without them (a remote that prerenders nothing there, or is unreachable) the
 * document is the plain app shell.
 */
export function pageDocument(template: string, page: PageDocumentInput): string {
  const defaults = new RegExp(
    `<title ${PRERENDER_ATTRIBUTE}[^>]*>[\\s\\S]*?</title>|<meta ${PRERENDER_ATTRIBUTE}[^>]*>`,
    'g'
  );
  const defaultHead = (template.match(defaults) ?? []).join('');
  const withoutDefaults = template.replace(defaults, '');
  if (!withoutDefaults.includes('<div id="root"></div>'))
    throw new Error(
      'index.html has no empty <div id="root"></div> (already prerendered? run rspack build first)'
    );
  const { body: layout } = splitHead(page.layout.html);
  const [beforeSlot, afterSlot, ...more] = siteRelativeAssets(layout).split(CONTENT_SLOT);
  if (afterSlot === undefined || more.length > 0)
    throw new Error(`the prerendered layout of ${page.path} must hold the content slot exactly once`);
  const urls = fragmentUrls(page.mount, page.path);
  const includes = ssiInclude(urls.head, HEAD_FRAGMENT) + ssiInclude(urls.body, BODY_FRAGMENT);
  const head = ssiIfSet(
    BODY_FRAGMENT,
    siteRelativeAssets(prerenderStyles(page.layout.styleTags)) + ssiEcho(HEAD_FRAGMENT),
    defaultHead
  );
  const root = ssiIfSet(
    BODY_FRAGMENT,
    `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${page.path}">${beforeSlot}${ssiEcho(BODY_FRAGMENT)}${afterSlot}</div>` +
      `<script>${PRERENDER_GUARD_SCRIPT}</script>`,
    '<div id="root"></div>'
  );
  return withoutDefaults
    .replace(/<html lang="[^"]*"/, (tag) => (page.lang ? `<html lang="${page.lang}"` : tag))
    .replace(/<head[^>]*>/, (tag) => `${tag}${includes}`)
    .replace('</head>', `${siteRelativeAssets(page.fontHead ?? '')}${head}</head>`)
    .replace('<div id="root"></div>', root);
}

/** dist/<route>/index.html; the landing page is dist/index.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}
