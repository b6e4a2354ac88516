// Owns the sandbox's stand-in for Razorpay's checkout.js: `new Razorpay(options).open()` shows an in-page modal, and
// the payment it makes keeps the options' prefill (email, contact) and description, as Razorpay's does.

export const CHECKOUT_JS = String.raw`(function () {
  'use strict';
  function Razorpay(options) {
    this.options = options || {};
    this.handlers = {};
  }
  Razorpay.prototype.on = function (event, handler) { this.handlers[event] = handler; };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options, colour = (o.theme && o.theme.color) || '#0f766e';
    var previous = document.activeElement;
    var overlay = document.createElement('div');
    overlay.setAttribute('data-razorpay-sandbox', '');
    overlay.style.cssText = 'position:fixed;inset:0;background:rgba(17,24,39,.55);display:grid;place-items:center;z-index:2147483647;font:16px/1.5 system-ui,sans-serif';
    var box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', 'rzp-sandbox-title');
    box.style.cssText = 'background:#fff;color:#111827;border-radius:16px;padding:28px;width:min(400px,calc(100vw - 32px));box-sizing:border-box;box-shadow:0 20px 40px rgba(0,0,0,.25)';
    var amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: o.currency || 'INR' }).format((o.amount || 0) / 100);
    box.innerHTML = '<p style="margin:0;color:' + colour + ';font-weight:700">Razorpay</p>' +
      '<h2 id="rzp-sandbox-title" style="margin:4px 0 0;font-size:1.25rem"></h2>' +
      '<p style="display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:.8rem;margin:8px 0 16px">Test mode · no money moves</p>' +
      '<p style="font-size:2rem;font-weight:700;margin:0 0 20px"></p>' +
      '<div style="display:grid;gap:10px"></div>';
    box.querySelector('h2').textContent = o.name || 'Checkout';
    box.querySelectorAll('p')[2].textContent = amount;
    var buttons = box.querySelector('div');
    function button(label, primary) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.style.cssText = 'font:inherit;font-weight:600;min-height:48px;border-radius:10px;cursor:pointer;' +
        (primary ? 'background:' + colour + ';color:#fff;border:0' : 'background:#fff;color:#374151;border:1px solid #d1d5db');
      buttons.appendChild(b);
      return b;
    }
    var pay = button('Pay', true), fail = button('Fail payment', false), cancel = button('Cancel', false);
    function close() { overlay.remove(); document.removeEventListener('keydown', onKey); if (previous && previous.focus) previous.focus(); }
    function dismiss() { close(); if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss(); }
    function onKey(e) {
      if (e.key === 'Escape') dismiss();
      if (e.key === 'Tab') {
        var all = [pay, fail, cancel], i = all.indexOf(document.activeElement);
        e.preventDefault();
        all[(i + (e.shiftKey ? all.length - 1 : 1)) % all.length].focus();
      }
    }
    function complete(outcome) {
      pay.disabled = fail.disabled = cancel.disabled = true;
      fetch('/api/sandbox/razorpay/checkout/complete', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          key: o.key, order_id: o.order_id, outcome: outcome, description: o.description,
          email: o.prefill && o.prefill.email, contact: o.prefill && o.prefill.contact
        })
      }).then(function (r) { return r.json(); }).then(function (answer) {
        close();
        if (answer.error) { if (self.handlers['payment.failed']) self.handlers['payment.failed']({ error: answer.error }); }
        else if (typeof o.handler === 'function') o.handler(answer);
      }, function () { close(); if (self.handlers['payment.failed']) self.handlers['payment.failed']({ error: { description: 'Network error' } }); });
    }
    pay.addEventListener('click', function () { complete('pay'); });
    fail.addEventListener('click', function () { complete('fail'); });
    cancel.addEventListener('click', dismiss);
    document.addEventListener('keydown', onKey);
    overlay.appendChild(box);
    document.body.appendChild(overlay);
    pay.focus();
  };
  Razorpay.prototype.close = function () {
    var overlay = document.querySelector('[data-razorpay-sandbox]');
    if (overlay) overlay.remove();
  };
  window.Razorpay = Razorpay;
})();
`;
