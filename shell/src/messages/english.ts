import en from './en.json';

/** English bundled (Node: the prerender and the specs render it at once). The browser build takes english.browser.ts. */
export const english = { en };
