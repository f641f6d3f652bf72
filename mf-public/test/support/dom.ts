// A browser DOM (jsdom) for the language-switch spec, registered before React loads; that spec runs in its own
// mocha process (package.json "test") so the server-render specs keep running without a window.
import globalJsdom from 'global-jsdom';

globalJsdom(undefined, { url: 'http://localhost/' });
