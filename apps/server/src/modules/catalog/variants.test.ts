import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product } from '@shop/contract/catalog';
import { orderItems, products, productVariants, stockReservations } from '../../platform/db/schema.ts';
import { readOutbox } from '../../platform/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/fixtures.ts';
import { expireReservations } from '../orders/order-service.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

const IMAGE = '/uploads/0123456789abcdef0123456789abcdef.webp';
const image = (n: number) => `/uploads/${String(n).padStart(32, '0')}.webp`;
let skuCounter = 0;

/** A kurta in M and L × Black and Indigo, by the staff's own call. */
function kurtaInput(stock: Record<string, number>, extra: object = {}) {
  skuCounter += 1;
  const variants = ['Black', 'Indigo'].flatMap((colour) =>
    ['M', 'L'].map((size) => ({
      size,
      colour,
      sku: `TT-K${skuCounter}-${colour}-${size}`,
      stock: stock[`${size} ${colour}`] ?? 5,
      images: colour === 'Indigo' ? [image(9)] : [],
    })),
  );
  return {
    image: IMAGE,
    images: [IMAGE, image(2)],
    title: `Variant Kurta ${skuCounter}`,
    description: 'Handloom cotton.',
    category: 'women',
    brand: 'threadandtote',
    price: 1499,
    sale_price: 0,
    total_stock: 999, // ignored: the variants' sum counts
    variants,
    ...extra,
  };
}

async function addProduct(body: object): Promise<Product> {
  const added = await app.inject({
    method: 'POST',
    url: '/api/admin/products/add',
    headers: { cookie: admin },
    payload: body,
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json().data;
}

const variantOf = (product: Product, size: string, colour: string) =>
  product.variants.find((v) => v.size === size && v.colour === colour)!;

const shopper = async () => {
  const s = await signedInUser(app);
  const headers = { cookie: s.cookie };
  const address = await app.inject({
    method: 'POST',
    url: '/api/shop/address/add',
    headers,
    payload: {
      address_line1: '5 MG Road',
      address_line2: 'Camp',
      city: 'Pune',
      state: 'Maharashtra',
      zip_code: '411001',
      country: 'India',
      landmark: 'Near the station',
      phone: '9820012345',
      notes: 'Ring twice',
    },
  });
  return { ...s, headers, addressId: address.json().data._id as string };
};

describe('products with sizes and colours', () => {
  it('answers variants in order, effective prices, the gallery, and the stock summed whatever staff sent', async () => {
    const kurta = await addProduct(kurtaInput({ 'L Indigo': 0 }));
    expect(kurta.total_stock).toBe(15);
    expect(kurta.images).toEqual([IMAGE, image(2)]);
    expect(kurta.image).toBe(IMAGE);
    expect(kurta.variants.map((v) => `${v.size} ${v.colour}`)).toEqual(['M Black', 'L Black', 'M Indigo', 'L Indigo']);
    expect(variantOf(kurta, 'M', 'Indigo')).toMatchObject({
      price: 1499,
      sale_price: 0,
      colour_hex: '#3b4a8c',
      images: [image(9)],
    });

    const read = await app.inject({ url: `/api/shop/products/get/${kurta._id}` });
    expect(read.json().data.variants).toHaveLength(4);
  });

  it('refuses duplicates, mixed options and a SKU another product uses, and saves nothing', async () => {
    const first = await addProduct(kurtaInput({}));
    const taken = kurtaInput({});
    taken.variants[0]!.sku = first.variants[0]!.sku.toLowerCase();
    const clash = await app.inject({
      method: 'POST',
      url: '/api/admin/products/add',
      headers: { cookie: admin },
      payload: taken,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/SKU is already used/);
    expect(await app.db.select().from(products).where(eq(products.title, taken.title))).toHaveLength(0);

    const twice = kurtaInput({});
    twice.variants[1] = { ...twice.variants[0]!, sku: 'OTHER-SKU-1' };
    const dup = await app.inject({
      method: 'POST',
      url: '/api/admin/products/add',
      headers: { cookie: admin },
      payload: twice,
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toMatch(/M Black is listed twice/);
  });

  it('keeps variant ids across edits, leaves unchanged stock alone, and removes what staff removed', async () => {
    const kurta = await addProduct(kurtaInput({}));
    const mBlack = variantOf(kurta, 'M', 'Black');
    // A sale happens while staff have the form open: M Black goes from 5 to 3.
    await app.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, mBlack._id));

    const input = kurtaInput({});
    input.title = kurta.title;
    input.variants = kurta.variants
      .filter((v) => !(v.size === 'L' && v.colour === 'Indigo'))
      .map((v) => ({
        size: v.size!,
        colour: v.colour!,
        sku: v.sku,
        images: v.images,
        stock_seen: v.stock,
        stock: v.size === 'L' ? 12 : v.stock, // staff change L Black only
      }));
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/edit/${kurta._id}`,
      headers: { cookie: admin },
      payload: input,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after: Product = edited.json().data;
    expect(variantOf(after, 'M', 'Black')).toMatchObject({ _id: mBlack._id, stock: 3 });
    expect(variantOf(after, 'L', 'Black').stock).toBe(12);
    expect(after.variants).toHaveLength(3);
    expect(after.total_stock).toBe(3 + 12 + 5);
  });

  it('filters the listing by size and colour in stock, finds nothing for unknown values, and search finds colour names', async () => {
    const kurta = await addProduct({ ...kurtaInput({ 'M Black': 0, 'L Black': 0 }), title: 'Filter Kurta Ochre' });
    const list = async (query: string) => {
      const answer = await app.inject({ url: `/api/shop/products/get?limit=100&${query}` });
      return answer;
    };
    const ids = async (query: string) => (await list(query)).json().data.map((p: Product) => p._id);
    expect(await ids('size=M&colour=Indigo')).toContain(kurta._id);
    expect(await ids('colour=Black')).not.toContain(kurta._id);
    expect(await ids('size=XXL')).not.toContain(kurta._id);
    expect(await ids('size=M,XXL&colour=Indigo,Rust')).toContain(kurta._id);
    // Staff name the options: a size or colour the shop does not have (or no longer has) simply matches nothing.
    expect(await ids('size=XXXL')).toEqual([]);
    expect(await ids('colour=Chartreuse')).toEqual([]);
    expect((await list(`size=${'M,'.repeat(61)}`)).statusCode).toBe(400);

    const search = await app.inject({ url: '/api/shop/search/indigo?limit=100' });
    expect(search.json().data.map((p: Product) => p._id)).toContain(kurta._id);
  });
});

describe('the cart and orders with variants', () => {
  it('asks for a size, caps each variant by its own stock, and keeps two sizes as two lines', async () => {
    const kurta = await addProduct(kurtaInput({ 'M Black': 2 }));
    const s = await shopper();
    const add = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/shop/cart/add',
        headers: s.headers,
        payload: { product_id: kurta._id, ...payload },
      });

    const noSize = await add({ quantity: 1 });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().message).toBe('Please select a size');

    const m = variantOf(kurta, 'M', 'Black')._id;
    const l = variantOf(kurta, 'L', 'Black')._id;
    expect((await add({ variant_id: m, quantity: 2 })).statusCode).toBe(200);
    const third = await add({ variant_id: m, quantity: 1 });
    expect(third.json().message).toBe('Only 2 quantity can be added for this item');
    const cart = (await add({ variant_id: l, quantity: 3 })).json().data;
    expect(cart.items).toHaveLength(2);
    expect(cart.items[1]).toMatchObject({ variant_id: l, size: 'L', colour: 'Black', quantity: 3, total_stock: 5 });

    const updated = await app.inject({
      method: 'PUT',
      url: '/api/shop/cart/update-cart',
      headers: s.headers,
      payload: { product_id: kurta._id, variant_id: l, quantity: 6 },
    });
    expect(updated.json().message).toBe('Only 5 quantity can be added for this item');

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/shop/cart/${s.user.id}/${kurta._id}?variant_id=${m}`,
      headers: s.headers,
    });
    expect(removed.json().data.items.map((i: { variant_id: string }) => i.variant_id)).toEqual([l]);
  });

  it('reserves the variant’s stock, names size and colour on the order, and gives the stock back on expiry', async () => {
    const kurta = await addProduct(kurtaInput({ 'M Indigo': 4 }));
    const mIndigo = variantOf(kurta, 'M', 'Indigo');
    const s = await shopper();
    await app.inject({
      method: 'POST',
      url: '/api/shop/cart/add',
      headers: s.headers,
      payload: { product_id: kurta._id, variant_id: mIndigo._id, quantity: 3 },
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/shop/order/create',
      headers: s.headers,
      payload: { addressInfo: { address_id: s.addressId }, paymentMethod: 'Razorpay' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().order_id;
    const stocks = async () => {
      const [variant] = await app.db.select().from(productVariants).where(eq(productVariants.id, mIndigo._id));
      const [product] = await app.db.select().from(products).where(eq(products.id, kurta._id));
      return [variant!.stock, product!.totalStock];
    };
    expect(await stocks()).toEqual([1, 4 + 15 - 3]);
    const [item] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({
      variantId: mIndigo._id,
      size: 'M',
      colour: 'Indigo',
      sku: mIndigo.sku,
      image: image(9),
    });
    const details = await app.inject({ url: `/api/shop/order/details/${orderId}`, headers: s.headers });
    expect(details.json().data.cart_items[0]).toMatchObject({ size: 'M', colour: 'Indigo', variant_id: mIndigo._id });

    expect(await expireReservations(app.db, new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await stocks()).toEqual([4, 19]);
    const [reservation] = await app.db.select().from(stockReservations).where(eq(stockReservations.orderId, orderId));
    expect(reservation!.state).toBe('released');
  });

  it('20 shoppers racing for the last 3 of size M get 3, and the product’s total stays the sum', async () => {
    const kurta = await addProduct(kurtaInput({ 'M Black': 3 }));
    const m = variantOf(kurta, 'M', 'Black')._id;
    const l = variantOf(kurta, 'L', 'Black')._id;
    const shoppers = await Promise.all(Array.from({ length: 20 }, shopper));
    // Half of them also want an L, so checkouts touching two variants of one product race too.
    for (const [i, s] of shoppers.entries()) {
      await app.inject({
        method: 'POST',
        url: '/api/shop/cart/add',
        headers: s.headers,
        payload: { product_id: kurta._id, variant_id: m, quantity: 1 },
      });
      if (i % 2 === 0) {
        await app.inject({
          method: 'POST',
          url: '/api/shop/cart/add',
          headers: s.headers,
          payload: { product_id: kurta._id, variant_id: l, quantity: 1 },
        });
      }
    }
    const answers = await Promise.all(
      shoppers.map((s) =>
        app.inject({
          method: 'POST',
          url: '/api/shop/order/create',
          headers: s.headers,
          payload: { addressInfo: { address_id: s.addressId }, paymentMethod: 'PhonePe' },
        }),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(17);
    expect(refused[0]!.json().message).toMatch(/\(M, Black\)" has just sold out/);
    const variants = await app.db.select().from(productVariants).where(eq(productVariants.productId, kurta._id));
    const [product] = await app.db.select().from(products).where(eq(products.id, kurta._id));
    expect(variants.find((v) => v.id === m)!.stock).toBe(0);
    expect(product!.totalStock).toBe(variants.reduce((sum, v) => sum + v.stock, 0));
  });
});

describe('size guides and back-in-stock alerts', () => {
  it('shows the product’s own chart, else its category’s, else none', async () => {
    const kurta = await addProduct({ ...kurtaInput({}), category: 'kids' });
    const guide = () => app.inject({ url: `/api/shop/products/size-guide/${kurta._id}` });
    expect((await guide()).statusCode).toBe(404);

    const chart = {
      columns: ['Chest', 'Length'],
      rows: [
        { size: 'M', cm: [96, 70] },
        { size: 'L', cm: [101, 72] },
      ],
    };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/size-charts/kids',
      headers: { cookie: admin },
      payload: { chart },
    });
    expect(saved.json()).toMatchObject({ success: true, message: 'Size chart saved' });
    expect((await guide()).json().data).toEqual({ source: 'category', chart });

    const bad = await app.inject({
      method: 'PUT',
      url: '/api/admin/size-charts/kids',
      headers: { cookie: admin },
      payload: { chart: { columns: ['Chest'], rows: [{ size: 'M', cm: [96, 70] }] } },
    });
    expect(bad.statusCode).toBe(400);

    const own = { columns: ['Waist'], rows: [{ size: 'M', cm: [80] }] };
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/edit/${kurta._id}`,
      headers: { cookie: admin },
      payload: {
        ...kurtaInput({}),
        title: kurta.title,
        category: 'kids',
        variants: [],
        total_stock: 4,
        size_chart: own,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await guide()).json().data).toEqual({ source: 'product', chart: own });
    const list = await app.inject({ url: '/api/admin/size-charts', headers: { cookie: admin } });
    expect(list.json().data).toContainEqual({ category: 'kids', chart });
  });

  it('mails each waiting shopper once when staff restock a sold-out size', async () => {
    const kurta = await addProduct(kurtaInput({ 'L Black': 0 }));
    const lBlack = variantOf(kurta, 'L', 'Black');
    const asha = await shopper();
    const ravi = await shopper();
    const ask = (s: { headers: Record<string, string> }, variantId = lBlack._id) =>
      app.inject({
        method: 'POST',
        url: '/api/shop/stock-alerts',
        headers: s.headers,
        payload: { product_id: kurta._id, variant_id: variantId },
      });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/shop/stock-alerts',
          payload: { product_id: kurta._id, variant_id: lBlack._id },
        })
      ).statusCode,
    ).toBe(401);
    const saved = await ask(asha);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().message).toBe("We'll email you when it's back in stock");
    expect((await ask(asha)).statusCode).toBe(201); // a retry changes nothing
    await ask(ravi);
    const inStock = await ask(asha, variantOf(kurta, 'M', 'Black')._id);
    expect(inStock.statusCode).toBe(400);
    expect(inStock.json().message).toBe('This size is in stock. Add it to your cart.');

    const restock = (stock: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/products/edit/${kurta._id}`,
        headers: { cookie: admin },
        payload: {
          ...kurtaInput({}),
          title: kurta.title,
          variants: kurta.variants.map((v) => ({
            size: v.size,
            colour: v.colour,
            sku: v.sku,
            stock: v._id === lBlack._id ? stock : v.stock,
            stock_seen: v.stock,
          })),
        },
      });
    expect((await restock(6)).statusCode).toBe(200);
    const mailsTo = async (email: string) => {
      for (let tries = 0; tries < 40; tries++) {
        const mails = (await readOutbox(app.mailer.outbox!)).filter((m) => m.to === email);
        if (mails.length > 0) return mails;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [];
    };
    const [mail] = await mailsTo(asha.user.email);
    expect(mail!.subject).toBe(`Back in stock: ${kurta.title} (Size L, Black)`);
    expect(mail!.text).toContain(`/shop/product/${kurta.handle}`);
    expect(await mailsTo(ravi.user.email)).toHaveLength(1);

    // Staff save again: nobody is told twice.
    expect((await restock(7)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(asha.user.email)).toHaveLength(1);
  });
});
