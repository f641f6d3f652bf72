import { createHash } from 'node:crypto';
import { PRERENDER_SUBMITTED_ATTRIBUTE } from '../src/app/carry-input';
import { PRERENDER_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from '../src/app/mount';
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

const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

/** React emits the page's <title>, <meta> and <link> first; they belong in <head>. */
export function splitHead(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  let rest = html;
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

function markPrerendered(tag: string): string {
  return tag.replace(/^<(title|meta|link)/, `<$1 ${PRERENDER_ATTRIBUTE}`);
}

/**
 * The prerender's styled-components <style> tags, renamed so the browser's styled-components does
 * not adopt them: it registers adopted rules by class name, and would then skip injecting the
 * same class for elements the prerender styled differently (the Node prerender build and the browser
 * builds may give different components the same class name).
 * They style the prerendered HTML until the app swaps in, then go with the other prerender tags.
 */
export function prerenderStyles(styleTags: string): string {
  return styleTags.replace(/<style [^>]*data-styled="[^"]*"[^>]*>/g, `<style ${PRERENDER_ATTRIBUTE}>`);
}

/** In a Node build `new URL(asset, import.meta.url)` becomes file:///assets/...: make it site-relative. */
function siteRelativeAssets(html: string): string {
  return html.replaceAll('file:///', '/');
}

/** The shell's index.html with one page's prerendered head, styles and content. */
export function pageHtml(
  template: string,
  page: { path: string; html: string; styleTags: string; fontHead?: string }
): string {
  const { head, body } = splitHead(page.html);
  const withoutDefaults = template.replace(
    new RegExp(
      `<title ${PRERENDER_ATTRIBUTE}[^>]*>[\\s\\S]*?</title>|<meta ${PRERENDER_ATTRIBUTE}[^>]*>`,
      'g'
    ),
    ''
  );
  if (!withoutDefaults.includes('<div id="root"></div>'))
    throw new Error(
      'index.html has no empty <div id="root"></div> (already prerendered? run rspack build first)'
    );
  return siteRelativeAssets(
    withoutDefaults
      .replace(
        '</head>',
        `${page.fontHead ?? ''}${head.map(markPrerendered).join('')}${prerenderStyles(page.styleTags)}</head>`
      )
      .replace(
        '<div id="root"></div>',
        `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${page.path}">${body}</div><script>${PRERENDER_GUARD_SCRIPT}</script>`
      )
  );
}

/** dist/<route>/index.html; the landing page is dist/index.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}
