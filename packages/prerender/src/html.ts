import { PRERENDER_ATTRIBUTE } from './attributes';

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

/** Marks a hoisted head tag so the app removes it when it shows its own page. */
export function markPrerendered(tag: string): string {
  return tag.replace(/^<(title|meta|link)/, `<$1 ${PRERENDER_ATTRIBUTE}`);
}

/**
 * A prerender's styled-components <style> tags, renamed so the browser's styled-components does
 * not adopt them: it registers adopted rules by class name, and would then skip injecting the
 * same class for elements the prerender styled differently (the Node prerender builds and the browser
 * builds may give different components the same class name).
 * They style the prerendered HTML until the app swaps in, then go with the other prerender tags.
 */
export function prerenderStyles(styleTags: string): string {
  return styleTags.replace(/<style [^>]*data-styled="[^"]*"[^>]*>/g, `<style ${PRERENDER_ATTRIBUTE}>`);
}

/** In a Node build `new URL(asset, import.meta.url)` becomes file:///assets/...: make it site-relative. */
export function siteRelativeAssets(html: string): string {
  return html.replaceAll('file:///', '/');
}
