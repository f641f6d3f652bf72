// A browser DOM (jsdom) for the interaction specs (mocha --require, see .mocharc.json): registered before
// React, react-dom and styled-components load, so each of them sees the same browser whichever spec runs first.
// The server-render specs run beside it unchanged: renderToStaticMarkup does not use the DOM.
import globalJsdom from 'global-jsdom';

// Pages write times in the browser's zone (IST for a browser in India, see @matrimony/catalog/date-format): the
// specs read them as a browser in India does, whatever the machine's zone.
process.env.TZ = 'Asia/Kolkata';

globalJsdom();

// jsdom has <dialog> but not its modal methods; these keep the parts a test can observe: the `open`
// attribute (the dialog and its content become visible) and the `close` event.
const dialog = window.HTMLDialogElement.prototype;
dialog.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
dialog.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new window.Event('close'));
};
