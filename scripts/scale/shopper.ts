// Owns one virtual shopper: signs in, browses, searches, fills the cart and pays through the sandbox as a browser does
// (or orders for Cash on Delivery), and now and then cancels what they just paid for.
import { CATEGORIES, SORT_OPTIONS } from '@shop/contract/shop';
import type { Answer, CallOptions, Recorder } from './recorder.ts';

export type Account = { email: string; password: string };
export type Confirmed = {
  orderId: string;
  provider: 'razorpay' | 'phonepe' | 'paypal';
  paymentId?: string;
  at: number;
};
/** A shopper cancelling a paid order: one press, or two at once (two tabs, a double click); what each answered. */
export type Cancellation = { orderId: string; at: number; twice: boolean; statuses: number[]; messages: string[] };
type Variant = { _id: string; stock: number };
type Product = { _id: string; title: string; image: string; total_stock: number; variants: Variant[] };
type Cart = { items: { product_id: string; variant_id: string | null; quantity: number }[]; total: number };
type Outcome = 'pay' | 'cancel';

const ADDRESS = {
  address_line1: '22 Linking Road',
  address_line2: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  zip_code: '400050',
  country: 'India',
  landmark: 'Near the market',
  phone: '9820012345',
  notes: 'Evening delivery',
};

/** A step failed (no answer, a 5xx, an unexpected status): the shopper leaves this checkout and starts over. */
class StepFailed extends Error {}

export class Shopper {
  readonly confirmed: Confirmed[] = [];
  /** Payments the shop refused or could not confirm although the shopper paid (outside faults, a bug). */
  readonly unconfirmedPaid: { orderId: string; provider: string; at: number; why: string }[] = [];
  readonly ordersPlaced: string[] = [];
  /** Paid at the provider, then closed the tab: only the webhook, the callback or the sweep can confirm these. */
  readonly closedTab: { orderId: string; provider: string; at: number }[] = [];
  readonly cancellations: Cancellation[] = [];
  /** Cash on Delivery orders placed (confirmed at once, paid at the door). */
  readonly codOrders: string[] = [];
  /** Cash on Delivery orders this shopper confirmed (the rest wait, as a shopper who never answers leaves them). */
  readonly codConfirmed: string[] = [];
  private cookie = '';
  private userId = '';
  private addressId = '';
  private readonly http: Recorder;
  private readonly account: Account;
  private readonly clientAddress: string;
  private readonly origin: string;

  constructor(http: Recorder, account: Account, clientAddress: string) {
    this.http = http;
    this.account = account;
    this.clientAddress = clientAddress;
    this.origin = new URL(http.baseUrl).origin;
  }

  /** Every request carries the browser's cookie and, through the proxy, the shopper's own address. */
  private send(step: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.clientAddress, ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers.origin = this.origin;
    return this.http.call(step, method, path, { ...options, headers });
  }

  private async call(step: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const answer = await this.send(step, method, path, options);
    const expected = [...(options.expect ?? [200]), ...(options.business ?? [])];
    if (!expected.includes(answer.status)) throw new StepFailed(`${step}: ${answer.status}`);
    return answer;
  }

  async signIn(): Promise<void> {
    const answer = await this.call('auth:signin', 'POST', '/api/auth/signin', {
      json: { email: this.account.email, password: this.account.password },
    });
    const session = answer.setCookie.find((c) => c.startsWith('sid='));
    if (!session) throw new Error(`Sign-in of ${this.account.email} set no session cookie`);
    this.cookie = session.split(';')[0]!;
    this.userId = (answer.body as { user: { id: string } }).user.id;
    await this.call('auth:check', 'GET', '/api/auth/check-auth');
    const added = await this.call('address:add', 'POST', '/api/shop/address/add', {
      json: ADDRESS,
      expect: [201],
    });
    this.addressId = (added.body as { data: { _id: string } }).data._id;
  }

  /** Shops until told to stop; a failed step is a shopper who tries again a moment later. */
  async run(stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      try {
        await this.shopOnce();
      } catch (error) {
        // An answer of the wrong shape (no redirect, no data) is an error too, recorded where it happened.
        if (!(error instanceof StepFailed)) this.http.flag('shopper:unexpected-answer', String(error));
        await pause(400, 800);
      }
    }
  }

  private async shopOnce(): Promise<void> {
    // Browse: the home page, a listing, a search, a product or two with its picture and reviews.
    // A signed-in shopper's home page is rendered for them on the server (never from the visitors' cache).
    if (chance(0.15)) await this.call('page:home', 'GET', '/shop/home');
    const category = pick(CATEGORIES);
    const listing = await this.call(
      'catalog:listing',
      'GET',
      `/api/shop/products/get?category=${category}&sortBy=${pick(SORT_OPTIONS)}&page=1&limit=24`,
    );
    const products = (listing.body as { data: Product[] }).data;
    await pause();
    const word =
      pick(products)
        ?.title.split(/\s+/)
        .find((w) => w.length > 3) ?? 'cotton';
    const found = await this.call('catalog:search', 'GET', `/api/shop/search/${encodeURIComponent(word)}?limit=24`);
    const candidates = [...products, ...(found.body as { data: Product[] }).data].filter((p) => p.total_stock >= 3);
    await pause();
    const product = pick(candidates);
    if (!product) return;
    const detail = await this.call('catalog:product', 'GET', `/api/shop/products/get/${product._id}`);
    if (chance(0.3)) await this.call('catalog:image', 'GET', product.image);
    if (chance(0.3)) await this.call('catalog:reviews', 'GET', `/api/shop/review/${product._id}`);
    await pause();

    // Cart: what is left from an abandoned checkout goes, this product (in a size and colour with stock) comes in.
    const fresh = (detail.body as { data: Product }).data;
    const variant = pick(fresh.variants.filter((v) => v.stock >= 3)) ?? null;
    if (fresh.variants.length > 0 && !variant) return;
    const isThis = (item: Cart['items'][number]) =>
      item.product_id === product._id && item.variant_id === (variant?._id ?? null);
    let cart = await this.cart();
    for (const item of cart.items.filter((i) => !isThis(i))) {
      const which = item.variant_id ? `?variant_id=${item.variant_id}` : '';
      await this.call('cart:remove', 'DELETE', `/api/shop/cart/${this.userId}/${item.product_id}${which}`);
    }
    const stock = variant ? variant.stock : fresh.total_stock;
    const inCart = cart.items.find(isThis)?.quantity ?? 0;
    if (inCart < 2 && stock >= inCart + 3) {
      const added = await this.call('cart:add', 'POST', '/api/shop/cart/add', {
        json: {
          user_id: this.userId,
          product_id: product._id,
          ...(variant ? { variant_id: variant._id } : {}),
          quantity: chance(0.3) ? 2 : 1,
        },
        business: [400], // someone else bought the last units meanwhile
      });
      if (added.status !== 200) return;
    }
    cart = await this.cart();
    if (cart.items.length === 0) return;
    await pause();

    // Checkout: the address book, then one of the three ways to pay.
    await this.call('address:list', 'GET', `/api/shop/address/get/${this.userId}`);
    const outcome: Outcome = chance(0.06) ? 'cancel' : 'pay';
    const way = Math.random();
    if (way < 0.1) await this.payOnDelivery(cart);
    else if (way < 0.5) await this.payWithRazorpay(cart, outcome);
    else if (way < 0.87) await this.payWithPhonePe(cart, outcome);
    else await this.payWithPayPal(cart, outcome);
    await pause();
    if (chance(0.2)) await this.call('orders:list', 'GET', `/api/shop/order/list/${this.userId}`);
  }

  private async cart(): Promise<Cart> {
    const answer = await this.call('cart:get', 'GET', `/api/shop/cart/get/${this.userId}`);
    return (answer.body as { data: Cart }).data;
  }

  private async placeOrder(method: 'Razorpay' | 'PayPal', cart: Cart) {
    const created = await this.call('order:create', 'POST', '/api/shop/order/create', {
      json: { addressInfo: { address_id: this.addressId }, paymentMethod: method, totalAmount: cart.total },
      expect: [201],
      // Sold out between the cart and the checkout, or asked to wait after leaving a few orders unpaid today.
      business: [409],
    });
    if (created.status !== 201) return undefined;
    const order = created.body as { order_id: string; total_amount: number; approvalURL?: string };
    this.ordersPlaced.push(order.order_id);
    return order;
  }

  /**
   * Cash on Delivery: most shoppers confirm it from their order page (then the shipping bot ships it and the cash is
   * paid at the door); some never answer, and it waits to be cancelled when its time is up.
   */
  private async payOnDelivery(cart: Cart): Promise<void> {
    const created = await this.call('order:create-cod', 'POST', '/api/shop/order/create', {
      json: { addressInfo: { address_id: this.addressId }, paymentMethod: 'COD', totalAmount: cart.total },
      expect: [201],
      // Sold out meanwhile; or COD refused: outside its limits, one COD order still waiting for its confirmation (the
      // fifth of shoppers never answer), or two still waiting for their cash.
      business: [400, 409],
    });
    if (created.status !== 201) return;
    const order = created.body as { order_id: string };
    this.ordersPlaced.push(order.order_id);
    this.codOrders.push(order.order_id);
    await this.call('order:details', 'GET', `/api/shop/order/details/${order.order_id}`);
    if (chance(0.2)) return;
    // An answer lost to a killed instance is asked again: a second yes only says it is confirmed already.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const confirmed = await this.send('order:confirm-cod', 'POST', `/api/shop/order/confirm-cod/${order.order_id}`, {
        json: { confirm: true },
      });
      if (confirmed.status === 200) {
        this.codConfirmed.push(order.order_id);
        return;
      }
      if (confirmed.status !== 0 && confirmed.status < 500)
        throw new StepFailed(`order:confirm-cod: ${confirmed.status}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  private async payWithRazorpay(cart: Cart, outcome: Outcome): Promise<void> {
    const order = await this.placeOrder('Razorpay', cart);
    if (!order) return;
    const started = await this.call('razorpay:order', 'POST', '/api/razorpay/payment/order', {
      json: { order_id: order.order_id, amount: order.total_amount },
    });
    const checkout = (started.body as { data: { id: string; key: string; checkout_script: string } }).data;
    if (chance(0.2)) await this.call('razorpay:script', 'GET', checkout.checkout_script);
    await atTheProvider();
    // What the checkout modal's Pay (or Cancel) button does in the browser.
    const paid = await this.call('razorpay:complete', 'POST', '/api/sandbox/razorpay/checkout/complete', {
      json: { key: checkout.key, order_id: checkout.id, outcome: outcome === 'pay' ? 'pay' : 'fail' },
      expect: outcome === 'pay' ? [200] : [400],
    });
    if (outcome !== 'pay') {
      await this.call('order:cancel', 'POST', `/api/shop/order/cancel/${order.order_id}`);
      return;
    }
    if (chance(CLOSES_TAB)) {
      this.closedTab.push({ orderId: order.order_id, provider: 'razorpay', at: this.http.now() });
      return;
    }
    const signed = paid.body as { razorpay_payment_id: string };
    await this.call('razorpay:verify', 'POST', '/api/razorpay/payment/verify', {
      json: { order_id: order.order_id, ...signed },
    });
    this.confirmed.push({
      orderId: order.order_id,
      provider: 'razorpay',
      paymentId: signed.razorpay_payment_id,
      at: this.http.now(),
    });
    await this.call('order:details', 'GET', `/api/shop/order/details/${order.order_id}`);
    await this.perhapsCancel(order.order_id);
  }

  private async payWithPhonePe(cart: Cart, outcome: Outcome): Promise<void> {
    const started = await this.call('phonepe:order', 'POST', '/api/phonepe/payment/order', {
      json: {
        user_id: this.userId,
        amount: cart.total,
        orderData: { addressInfo: { address_id: this.addressId }, paymentMethod: 'PhonePe' },
      },
      business: [409], // as the order call's
    });
    if (started.status !== 200) return;
    const { redirectURL, order_id: orderId } = started.body as { redirectURL: string; order_id: string };
    this.ordersPlaced.push(orderId);
    await this.call('phonepe:page', 'GET', redirectURL);
    await atTheProvider();
    const done = await this.call('phonepe:complete', 'POST', `${redirectURL}/complete`, {
      form: { outcome },
      expect: [303],
    });
    if (outcome === 'pay' && chance(CLOSES_TAB)) {
      this.closedTab.push({ orderId, provider: 'phonepe', at: this.http.now() });
      return;
    }
    const back = await this.call('phonepe:return', 'GET', new URL(done.location!, redirectURL).toString(), {
      expect: [303],
    });
    const landing = new URL(back.location!, redirectURL);
    if (outcome === 'pay') {
      if (landing.pathname !== '/shop/payment-success') {
        this.unconfirmedPaid.push({ orderId, provider: 'phonepe', at: this.http.now(), why: landing.toString() });
        throw new StepFailed('phonepe: paid but not confirmed');
      }
      this.confirmed.push({
        orderId,
        provider: 'phonepe',
        paymentId: landing.searchParams.get('paymentId') ?? undefined,
        at: this.http.now(),
      });
    }
    await this.call('page:after-payment', 'GET', landing.pathname + landing.search);
    if (outcome === 'pay') {
      await this.call('order:details', 'GET', `/api/shop/order/details/${orderId}`);
      await this.perhapsCancel(orderId);
    }
  }

  /**
   * Some shoppers change their mind right after paying: the confirmed order is cancelled and refunded in full. A few
   * press Cancel twice at once; one of the two must cancel it and the other be told it already is (409).
   */
  private async perhapsCancel(orderId: string): Promise<void> {
    const twice = chance(CANCELS_TWICE);
    if (!twice && !chance(CANCELS_AFTER_PAYING)) return;
    await pause();
    const at = this.http.now();
    const press = () =>
      this.send(twice ? 'order:cancel-twice' : 'order:cancel-paid', 'POST', `/api/shop/order/cancel/${orderId}`, {
        business: [409], // already cancelled (the other press), or nothing left to refund
      });
    const answers = await Promise.all(twice ? [press(), press()] : [press()]);
    this.cancellations.push({
      orderId,
      at,
      twice,
      statuses: answers.map((a) => a.status),
      messages: answers.map((a) => String((a.body as { message?: unknown } | undefined)?.message ?? '')),
    });
  }

  private async payWithPayPal(cart: Cart, outcome: Outcome): Promise<void> {
    const order = await this.placeOrder('PayPal', cart);
    if (!order) return;
    const approval = order.approvalURL!;
    await this.call('paypal:page', 'GET', approval);
    await atTheProvider();
    const done = await this.call('paypal:complete', 'POST', `${approval}/complete`, {
      form: { outcome },
      expect: [303],
    });
    const back = new URL(done.location!, approval);
    await this.call('page:paypal-return', 'GET', back.pathname + back.search);
    if (outcome !== 'pay') {
      await this.call('order:cancel', 'POST', `/api/shop/order/cancel/${order.order_id}`);
      return;
    }
    await this.call('paypal:capture', 'POST', '/api/shop/order/capture', {
      json: {
        paymentId: back.searchParams.get('token') ?? back.searchParams.get('paymentId'),
        payerId: back.searchParams.get('PayerID') ?? undefined,
        orderId: order.order_id,
      },
    });
    this.confirmed.push({ orderId: order.order_id, provider: 'paypal', at: this.http.now() });
    await this.call('order:details', 'GET', `/api/shop/order/details/${order.order_id}`);
    await this.perhapsCancel(order.order_id);
  }
}

const chance = (p: number) => Math.random() < p;
/** How often a shopper closes the tab right after paying at the provider. */
const CLOSES_TAB = 0.04;
/** How often a shopper cancels the order they just paid for, with one press or with two at once. */
const CANCELS_AFTER_PAYING = 0.08;
const CANCELS_TWICE = 0.03;
function pick<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}
/** A person paying: reading the provider's page, opening the UPI app, approving. */
const atTheProvider = () => pause(500, 3000);
/** A person's pause between clicks. */
const pause = (minMs = 60, maxMs = 240) =>
  new Promise((resolve) => setTimeout(resolve, minMs + Math.random() * (maxMs - minMs)));
