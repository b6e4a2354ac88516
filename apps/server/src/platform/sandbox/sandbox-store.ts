// Owns the sandboxes' memory (their orders, payments, refunds, shipments and tokens, kept in the database like a real
// provider's) and what the payment sandboxes' refunds share: their timing and one ledger at a time.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sandboxRecords } from '../db/schema.ts';

export type SandboxProvider = 'razorpay' | 'phonepe' | 'paypal' | 'shiprocket';

export function sandboxStore(db: Db, provider: SandboxProvider) {
  return {
    async put<T extends Record<string, unknown>>(kind: string, id: string, data: T): Promise<T> {
      await db
        .insert(sandboxRecords)
        .values({ provider, id, kind, data })
        .onConflictDoUpdate({
          target: [sandboxRecords.provider, sandboxRecords.id],
          set: { data, updatedAt: new Date() },
        });
      return data;
    },
    async get<T>(kind: string, id: string): Promise<T | undefined> {
      const [row] = await db
        .select()
        .from(sandboxRecords)
        .where(and(eq(sandboxRecords.provider, provider), eq(sandboxRecords.id, id), eq(sandboxRecords.kind, kind)));
      return row?.data as T | undefined;
    },
    async find<T>(kind: string, field: string, value: string): Promise<T[]> {
      const rows = await db
        .select()
        .from(sandboxRecords)
        .where(
          and(
            eq(sandboxRecords.provider, provider),
            eq(sandboxRecords.kind, kind),
            sql`${sandboxRecords.data} ->> ${field} = ${value}`,
          ),
        );
      return rows.map((row) => row.data as T);
    },
  };
}

/** A new refund stays pending this long, then settles; its webhook or callback follows 400 ms later. */
export const REFUND_SETTLES_AFTER_MS = 1000;

/**
 * Runs a provider's money moves one at a time in this process, as its ledger would: two refunds asked at once never
 * both see the same amount left to refund, and a refund asked twice with one key is made once.
 */
export function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** Ids shaped like the provider's own (order_…, pay_…). */
export const sandboxId = (prefix: string, length = 14) =>
  `${prefix}${randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length)}`;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sandbox's hosted page: a provider-coloured card with the amount and Pay / Cancel buttons that post a form. */
export function hostedPage(input: {
  provider: string;
  colour: string;
  amountText: string;
  action: string;
  note: string;
}): string {
  const { provider, colour, amountText, action, note } = input;
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(provider)} · test payment</title><style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f4f6;font:16px/1.5 system-ui,sans-serif;color:#111827}
main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(0,0,0,.08);padding:32px;width:min(420px,calc(100vw - 32px));box-sizing:border-box}
.brand{color:${colour};font-weight:700;font-size:1.25rem;margin:0}.ribbon{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:.8rem;margin:8px 0 20px}
.amount{font-size:2rem;font-weight:700;margin:0 0 4px}p{margin:0 0 24px;color:#4b5563}form{display:grid;gap:12px}
button{font:inherit;min-height:48px;border-radius:10px;border:0;cursor:pointer;font-weight:600}
.pay{background:${colour};color:#fff}.cancel{background:#fff;color:#374151;border:1px solid #d1d5db}
button:focus-visible{outline:3px solid #111827;outline-offset:2px}</style></head><body><main aria-labelledby="title">
<h1 id="title" class="brand">${escapeHtml(provider)}</h1><span class="ribbon">Test mode · no money moves</span>
<p class="amount">${escapeHtml(amountText)}</p><p>${escapeHtml(note)}</p>
<form method="post" action="${escapeHtml(action)}"><button class="pay" name="outcome" value="pay" type="submit">Pay</button>
<button class="cancel" name="outcome" value="cancel" type="submit">Cancel</button></form></main></body></html>`;
}
