// A browser DOM (jsdom) for the interaction specs (mocha --require, see .mocharc.json), registered before React and
// styled-components load. The server-render specs run beside it unchanged: renderToStaticMarkup does not use it.
import globalJsdom from 'global-jsdom';

globalJsdom();
