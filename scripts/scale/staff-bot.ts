// Owns the staff member at the back office during the load: signed in as an admin, they open recent paid orders and
// refund them, in part or in full, sometimes sending one refund twice at once (one Idempotency-Key) and sometimes two
// different refunds at once that together ask for more than is left.
import { randomUUID } from 'node:crypto';
import type { Answer, Recorder } from './recorder.ts';
import { StaffSession } from './staff-session.ts';

type ListedOrder = {
  _id: string;
  user_id: string;
  total_amount: number;
  payment_method: string;
  payment_status: string;
  order_status: string;
  needs_refund: boolean;
  refunds: { amount: number; status: string }[];
};

export type RefundAsk = {
  orderId: string;
  /** single: one refund; same-key: the same refund sent twice at once; over: two refunds at once, more than is left. */
  kind: 'single' | 'same-key' | 'over';
  /** Paise asked by each request (undefined: the rest, "full"). */
  amounts: (number | undefined)[];
  leftPaise: number;
  statuses: number[];
  refundIds: (string | undefined)[];
  messages: string[];
  at: number;
};

const PAID = ['paid', 'partially_refunded'];
const rupees = (paise: number) => Number((paise / 100).toFixed(2));
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const chance = (p: number) => Math.random() < p;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class StaffBot {
  readonly asks: RefundAsk[] = [];
  private readonly http: Recorder;
  private readonly staff: StaffSession;
  private readonly loadUsers: Set<string>;

  constructor(http: Recorder, clientAddress: string, loadUserIds: string[]) {
    this.http = http;
    this.staff = new StaffSession(http, clientAddress);
    this.loadUsers = new Set(loadUserIds);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.staff.signIn('staff:signin', email, password);
  }

  /** Refunds until told to stop, about one action a second; a failed step is tried again a moment later. */
  async run(stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      try {
        const order = (await this.refundable()).at(0);
        if (order) await this.refundOnce(order);
      } catch (error) {
        this.http.flag('staff:unexpected-answer', String(error));
      }
      await sleep(between(600, 1400));
    }
  }

  /**
   * Refunds asked of one instance directly (not through nginx), for the crash drill: answered at once, each is then
   * asked of the provider by that instance. Answers the refunds' ids.
   */
  async burst(instanceUrl: string, count: number): Promise<string[]> {
    const orders = (await this.refundable()).slice(0, count);
    const asks = await Promise.all(
      orders.map((order) => this.ask(order, 'single', [chance(0.5) ? undefined : half(leftOf(order))], instanceUrl)),
    );
    return asks.flatMap((a) => a.refundIds.filter((id): id is string => id !== undefined));
  }

  /** The newest orders staff may refund, shuffled: paid (in part still), by the load's shoppers, through a provider. */
  private async refundable(): Promise<ListedOrder[]> {
    const answer = await this.staff.send('staff:orders', 'GET', '/api/admin/orders/get?page=1&limit=60');
    if (answer.status !== 200) return [];
    return ((answer.body as { data: ListedOrder[] }).data ?? [])
      .filter(
        (o) =>
          this.loadUsers.has(o.user_id) &&
          PAID.includes(o.payment_status) &&
          !o.needs_refund &&
          o.payment_method !== 'COD' &&
          leftOf(o) >= 300,
      )
      .map((o) => ({ o, key: Math.random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ o }) => o);
  }

  private async refundOnce(order: ListedOrder): Promise<void> {
    const left = leftOf(order);
    const roll = Math.random();
    if (roll < 0.35) await this.ask(order, 'single', [half(left)]);
    else if (roll < 0.5) await this.ask(order, 'single', [undefined]);
    else if (roll < 0.75) {
      const amount = chance(0.5) ? undefined : half(left);
      await this.ask(order, 'same-key', [amount, amount]);
    } else {
      // Each alone fits and leaves at least ₹1 (a provider's smallest refund); together they pass what is left.
      const first = between(Math.floor(left / 2) + 1, left - 100);
      const second = between(left - first + 1, left - 100);
      await this.ask(order, 'over', [first, second]);
    }
  }

  private async ask(
    order: ListedOrder,
    kind: RefundAsk['kind'],
    amounts: (number | undefined)[],
    baseUrl = this.http.baseUrl,
  ): Promise<RefundAsk> {
    const key = randomUUID();
    const at = this.http.now();
    const one = (amount: number | undefined, i: number): Promise<Answer> =>
      this.staff.send(`staff:refund-${kind}`, 'POST', `${baseUrl}/api/admin/orders/refund/${order._id}`, {
        json: {
          reason: `Scale test: ${kind} refund${amount === undefined ? ' of the rest' : ''}`,
          ...(amount === undefined ? {} : { amount: rupees(amount) }),
        },
        headers: { 'idempotency-key': kind === 'same-key' ? key : `${key}-${i}` },
        business: [400, 409], // more than is left, or nothing left: the refusals this load is meant to draw
      });
    const answers = await Promise.all(amounts.map(one));
    const made: RefundAsk = {
      orderId: order._id,
      kind,
      amounts,
      leftPaise: leftOf(order),
      statuses: answers.map((a) => a.status),
      refundIds: answers.map((a) => (a.status === 200 ? (a.body as { data?: { _id?: string } }).data?._id : undefined)),
      messages: answers.map((a) => String((a.body as { message?: unknown } | undefined)?.message ?? '')),
      at,
    };
    this.asks.push(made);
    return made;
  }
}

/** What staff may still refund: paid less every refund that has not failed (pending ones count), in paise. */
function leftOf(order: ListedOrder): number {
  const taken = order.refunds
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
  return Math.round(order.total_amount * 100) - taken;
}

/** A part of what is left: at least ₹1, and leaving at least ₹1 (so the rest can still be refunded). */
function half(left: number): number {
  return between(100, Math.max(100, Math.floor(left / 2)));
}
