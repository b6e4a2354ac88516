// Owns the WhatsApp sandbox's inbox as HTML a person reads and answers without JavaScript: the phones with messages,
// and one phone's chat (newest first, each message an <article> with its time and ticks, its quick replies as buttons
// of a real form) with a box to reply in.
import { escapeHtml as escape } from '../../../platform/sandbox/sandbox-store.ts';
import type { ChatMessage, SandboxStatus } from './whatsapp-sandbox-store.ts';

const TICKS: Record<SandboxStatus, { marks: string; label: string }> = {
  accepted: { marks: '🕓', label: 'Sending' },
  sent: { marks: '✓', label: 'Sent' },
  delivered: { marks: '✓✓', label: 'Delivered' },
  read: { marks: '✓✓', label: 'Read' },
};

const when = (at: string) =>
  new Date(at).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

/** 9876543210 as people write it: +91 98765 43210. */
export const spokenNumber = (phone: string) =>
  /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : `+${phone}`;

function page(title: string, main: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · WhatsApp sandbox</title><style>
body{margin:0;background:#efeae2;font:16px/1.5 system-ui,sans-serif;color:#111b21}
main{max-width:40rem;margin:0 auto;padding:1rem}
h1{font-size:1.25rem;margin:.5rem 0}a{color:#00735c}
.ribbon{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:.8rem}
.phones{list-style:none;padding:0}.phones li{background:#fff;border-radius:.5rem;padding:.75rem 1rem;margin:.5rem 0}
.status{background:#d9fdd3;border-radius:.5rem;padding:.5rem 1rem}
article{background:#fff;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 3rem .75rem 0;box-shadow:0 1px 1px rgba(0,0,0,.08)}
article.mine{background:#d9fdd3;margin:.75rem 0 .75rem 3rem}
article h2{font-size:.85rem;color:#00735c;margin:0}.mine h2{color:#3b4a54}
.text{white-space:pre-wrap;overflow-wrap:anywhere;margin:.25rem 0}
.meta{display:flex;gap:.5rem;justify-content:flex-end;font-size:.8rem;color:#54656f}
.ticks.read{color:#027eb5}.template{margin-right:auto;font-family:ui-monospace,monospace}
.buttons{display:grid;gap:.25rem;margin-top:.5rem;border-top:1px solid #e9edef;padding-top:.5rem}
button{font:inherit;min-height:44px;border-radius:.5rem;border:0;cursor:pointer;background:#f0f2f5;color:#00735c;font-weight:600}
.compose{display:flex;gap:.5rem;padding:.75rem 0}
.compose input{flex:1;font:inherit;padding:.5rem .75rem;border:1px solid #8696a0;border-radius:1.5rem;min-height:44px;box-sizing:border-box}
.compose button{background:#00a884;color:#fff;padding:0 1.25rem;border-radius:1.5rem}
:focus-visible{outline:3px solid #111b21;outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
</style></head><body><main>${main}</main></body></html>`;
}

export function phonesPage(base: string, phones: { phone: string; messages: number; lastAt: string }[]): string {
  const items = phones
    .map(
      (p) =>
        `<li><a href="${escape(`${base}/inbox/${p.phone}`)}">${escape(spokenNumber(p.phone))}</a> · ${p.messages} message${p.messages === 1 ? '' : 's'} · last ${escape(when(p.lastAt))}</li>`,
    )
    .join('');
  return page(
    'Inbox',
    `<h1>WhatsApp sandbox</h1><span class="ribbon">Test mode · no phone gets these</span>
<p>What the shop sent on WhatsApp while it has no WhatsApp credentials. Open a phone to read its messages and answer them.</p>
${items ? `<ul class="phones">${items}</ul>` : '<p>No messages yet.</p>'}`,
  );
}

function messageHtml(message: ChatMessage, replyUrl: string, index: number): string {
  const heading = `m${index}`;
  const time = `<time datetime="${escape(message.at)}">${escape(when(message.at))}</time>`;
  if (message.from === 'shopper') {
    return `<article class="mine" aria-labelledby="${heading}"><h2 id="${heading}">You</h2>
<p class="text">${escape(message.text)}</p><p class="meta">${time}</p></article>`;
  }
  const ticks = TICKS[message.status];
  const buttons = message.buttons.length
    ? `<form class="buttons" method="post" action="${escape(replyUrl)}"><input type="hidden" name="context" value="${escape(message.id)}">${message.buttons
        .map((button, i) => `<button type="submit" name="button" value="${i}">${escape(button.text)}</button>`)
        .join('')}</form>`
    : '';
  return `<article aria-labelledby="${heading}"><h2 id="${heading}">Thread &amp; Tote</h2>
<p class="text">${escape(message.text)}</p>
<p class="meta"><span class="template">${escape(message.template)}</span>${time}<span class="ticks ${message.status}" role="img" aria-label="${ticks.label}">${ticks.marks}</span></p>${buttons}</article>`;
}

export function chatPage(
  base: string,
  phone: string,
  messages: ChatMessage[],
  said: { sent?: string; failed?: string },
): string {
  const replyUrl = `${base}/inbox/${phone}/reply`;
  const status = said.sent
    ? `<p class="status" role="status">Sent: ${escape(said.sent)}</p>`
    : said.failed
      ? `<p class="status" role="status">Not delivered: ${escape(said.failed)}</p>`
      : '';
  return page(
    spokenNumber(phone),
    `<p><a href="${escape(`${base}/inbox`)}">All phones</a> · <a href="${escape(`${base}/inbox/${phone}`)}">Refresh</a></p>
<h1>${escape(spokenNumber(phone))}</h1><span class="ribbon">Test mode · WhatsApp sandbox</span>
${status}
<form class="compose" method="post" action="${escape(replyUrl)}"><label class="sr-only" for="reply">Reply</label>
<input id="reply" name="text" required maxlength="1000" autocomplete="off" placeholder="Reply (STOP stops the shop's updates)"><button type="submit">Send</button></form>
<section aria-label="Messages, newest first">
${messages.length ? messages.map((m, i) => messageHtml(m, replyUrl, i)).join('\n') : '<p>No messages to this phone yet.</p>'}
</section>`,
  );
}
