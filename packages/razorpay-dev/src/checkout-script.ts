// checkout.js with the browser API of Razorpay's own (https://checkout.razorpay.com/v1/checkout.js):
// `new Razorpay(options).open()`, `options.handler`, `options.modal.ondismiss`, `options.prefill`,
// `rzp.on('payment.failed', fn)`. It opens a local dialog instead of Razorpay's; the merchant's code is the same.
// Styles are set through the CSSOM (element.style), which a strict style-src CSP allows.

export const CHECKOUT_SCRIPT = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var payUrl = new URL('checkout/pay', script ? script.src : location.href).href;
  var rupees = function (paise) { return '\u20b9' + (paise / 100).toLocaleString('en-IN'); };

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) Object.assign(node.style, style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!options || !options.key) throw new Error('Razorpay: the "key" option is required');
    if (!options.order_id) throw new Error('Razorpay: the "order_id" option is required');
    this.options = options;
    this.handlers = {};
    this.root = null;
  }

  Razorpay.prototype.on = function (event, fn) {
    (this.handlers[event] = this.handlers[event] || []).push(fn);
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).forEach(function (fn) { fn(payload); });
  };

  Razorpay.prototype.close = function () {
    if (!this.root) return;
    this.root.remove();
    this.root = null;
    if (this.previousFocus && this.previousFocus.focus) this.previousFocus.focus();
  };

  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    if (this.root) return;
    this.previousFocus = document.activeElement;
    var overlay = el('div', { position: 'fixed', inset: '0', background: 'rgba(15,23,42,0.6)', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: '2147483000', fontFamily: 'system-ui, sans-serif' });
    overlay.setAttribute('data-razorpay-dev', '');
    var dialog = el('div', { background: '#fff', color: '#0f172a', borderRadius: '12px', width: 'min(92vw, 380px)', padding: '20px', boxShadow: '0 20px 50px rgba(0,0,0,0.3)' });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'rzp-dev-title');
    var title = el('h2', { margin: '0 0 4px', fontSize: '18px' }, o.name || 'Payment');
    title.id = 'rzp-dev-title';
    dialog.appendChild(title);
    if (o.description) dialog.appendChild(el('p', { margin: '0 0 8px', color: '#475569' }, o.description));
    dialog.appendChild(el('p', { margin: '0 0 12px', fontSize: '22px', fontWeight: '700' }, rupees(Number(o.amount) || 0)));
    var prefill = o.prefill || {};
    if (prefill.name || prefill.contact) dialog.appendChild(el('p', { margin: '0 0 12px', color: '#475569' }, 'Paying as ' + [prefill.name, prefill.contact].filter(Boolean).join(', ')));
    dialog.appendChild(el('p', { margin: '0 0 12px', padding: '8px', background: '#fef3c7', borderRadius: '6px', fontSize: '13px' }, 'Development payment gateway: no money moves.'));

    var methods = el('fieldset', { border: '1px solid #cbd5e1', borderRadius: '8px', margin: '0 0 12px', padding: '8px 12px' });
    methods.appendChild(el('legend', { fontSize: '14px' }, 'Pay with'));
    var method = 'upi';
    [['upi', 'UPI (success@razorpay)'], ['card', 'Card (4111 1111 1111 1111)']].forEach(function (choice) {
      var label = el('label', { display: 'block', padding: '4px 0', cursor: 'pointer' });
      var input = el('input', { marginRight: '8px' });
      input.type = 'radio';
      input.name = 'rzp-dev-method';
      input.value = choice[0];
      input.checked = choice[0] === method;
      input.addEventListener('change', function () { method = input.value; });
      label.appendChild(input);
      label.appendChild(document.createTextNode(choice[1]));
      methods.appendChild(label);
    });
    dialog.appendChild(methods);

    var status = el('p', { minHeight: '20px', margin: '0 0 12px', color: '#b91c1c' });
    status.setAttribute('role', 'alert');
    dialog.appendChild(status);

    function button(text, primary) {
      return el('button', { display: 'block', width: '100%', padding: '10px', margin: '0 0 8px', borderRadius: '8px', fontSize: '15px', cursor: 'pointer', border: primary ? '0' : '1px solid #94a3b8', background: primary ? '#1d4ed8' : '#fff', color: primary ? '#fff' : '#0f172a' }, text);
    }
    var payButton = button('Pay ' + rupees(Number(o.amount) || 0), true);
    var failButton = button('Simulate a failed payment', false);
    var cancelButton = button('Cancel', false);
    [payButton, failButton, cancelButton].forEach(function (b) { b.type = 'button'; dialog.appendChild(b); });

    function dismiss() {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }

    function pay(outcome) {
      payButton.disabled = failButton.disabled = true;
      status.textContent = 'Processing\u2026';
      fetch(payUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: o.key, order_id: o.order_id, method: method, outcome: outcome })
      })
        .then(function (response) { return response.json().then(function (body) { return { ok: response.ok, body: body }; }); })
        .then(function (answer) {
          if (answer.ok) {
            self.close();
            if (typeof o.handler === 'function') o.handler(answer.body);
            return;
          }
          status.textContent = (answer.body.error && answer.body.error.description) || 'Payment failed';
          payButton.disabled = failButton.disabled = false;
          self.emit('payment.failed', answer.body);
        })
        .catch(function () {
          status.textContent = 'The payment service could not be reached. Please try again.';
          payButton.disabled = failButton.disabled = false;
        });
    }

    payButton.addEventListener('click', function () { pay('success'); });
    failButton.addEventListener('click', function () { pay('failure'); });
    cancelButton.addEventListener('click', dismiss);
    overlay.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') { event.preventDefault(); dismiss(); return; }
      if (event.key !== 'Tab') return;
      var focusable = dialog.querySelectorAll('input, button:not([disabled])');
      var first = focusable[0], last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
    });

    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    this.root = overlay;
    payButton.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
