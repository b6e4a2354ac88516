// Checks what the server sends before any script runs: the products in the HTML, the head a search engine reads, the
// guard's redirects as HTTP answers, and a page that reads well with JavaScript off.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO } from '../support/shop.ts';

type Product = {
  _id: string;
  handle: string;
  title: string;
  price: number;
  sale_price: number;
  total_stock: number;
  category: string;
};

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(amount);
/** React writes `&` as `&amp;` in text; titles and prices are otherwise as they are. */
const html = (text: string) => text.replaceAll('&', '&amp;');

async function products(request: APIRequestContext, query: string): Promise<Product[]> {
  const answer = await request.get(`/api/shop/products/get?${query}`);
  return ((await answer.json()) as { data: Product[] }).data;
}

async function page(request: APIRequestContext, path: string) {
  const answer = await request.get(path, { maxRedirects: 0, headers: { Accept: 'text/html' } });
  return { status: answer.status(), headers: answer.headers(), body: await answer.text() };
}

function jsonLd(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
}

test('the home page arrives with its banner, category tiles and feature products', async ({ request }) => {
  const { status, body } = await page(request, '/shop/home');
  expect(status).toBe(200);
  expect(body).toContain('<title>Home · Thread &amp; Tote</title>');
  expect(body).toMatch(/<img src="\/uploads\/[0-9a-f]+\.webp" alt="Thread &amp; Tote banner 1 of \d+"/);
  for (const tile of ['Women', 'Men', 'Kids']) expect(body).toContain(`>${tile}<`);
  for (const product of await products(request, 'sortBy=price-lowtohigh&limit=12')) {
    expect(body).toContain(html(product.title));
    expect(body).toContain(rupees(product.sale_price > 0 ? product.sale_price : product.price));
  }
});

test('a category listing arrives with its products, its own title and canonical address', async ({ request }) => {
  const { status, body } = await page(request, '/shop/listing?category=women&sortBy=price-hightolow');
  expect(status).toBe(200);
  expect(body).toContain('<title>Women · Thread &amp; Tote</title>');
  expect(body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/shop\/listing\?category=women"\/>/);
  const women = await products(request, 'category=women&sortBy=price-hightolow&limit=24');
  expect(women.length).toBeGreaterThan(0);
  for (const product of women) expect(body).toContain(html(product.title));
  // In the order the URL asks for.
  const positions = women.map((product) => body.indexOf(html(product.title)));
  expect(positions).toEqual(positions.toSorted((a, b) => a - b));
});

test('a shared search link arrives with its results', async ({ request }) => {
  const [first] = await products(request, 'category=men&limit=1');
  const keyword = first!.title.split(' ').find((word) => word.length > 4)!;
  const { status, body } = await page(request, `/shop/search?keyword=${encodeURIComponent(keyword)}`);
  expect(status).toBe(200);
  expect(body).toContain(`value="${html(keyword)}"`);
  expect(body).toContain(html(first!.title));
});

test('a product page arrives with the product, and the head a search engine reads', async ({ request }) => {
  const [product] = await products(request, 'category=kids&limit=1');
  const path = `/shop/product/${product!.handle}`;
  const { status, headers, body } = await page(request, path);
  expect(status).toBe(200);
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(body).toContain(`<title>${html(product!.title)} · Thread &amp; Tote</title>`);
  expect(body).toContain(`<h1 class="text-2xl leading-tight font-semibold sm:text-3xl">${html(product!.title)}</h1>`);
  const price = product!.sale_price > 0 ? product!.sale_price : product!.price;
  expect(body).toContain(rupees(price));
  expect(body).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${path}"/>`));
  expect(body).toContain('<meta property="og:type" content="product"/>');
  expect(body).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/uploads\/[^"]+\.webp"\/>/);

  const [item, breadcrumb] = jsonLd(body);
  expect(item).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product!.title,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: price.toFixed(2),
      availability: product!.total_stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  });
  expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
  expect((breadcrumb!.itemListElement as unknown[]).length).toBe(3);
});

test('a product’s old id address answers 301 to its handle’s', async ({ request }) => {
  const [product] = await products(request, 'category=men&limit=1');
  const moved = await page(request, `/shop/product/${product!._id}`);
  expect(moved.status).toBe(301);
  expect(moved.headers.location).toBe(`/shop/product/${product!.handle}`);
});

test('an unknown product or page answers 404, with the page saying so', async ({ request }) => {
  const product = await page(request, '/shop/product/00000000-0000-4000-8000-000000000000');
  expect(product.status).toBe(404);
  expect(product.body).toContain('We couldn&#x27;t find this product');
  const unknown = await page(request, '/shop/no-such-page');
  expect(unknown.status).toBe(404);
  expect(unknown.body).toContain('page doesn&#x27;t exists');
});

test.describe('the guard answers on the server', () => {
  test('a visitor asking for checkout, account or admin is redirected to the login form', async ({ request }) => {
    for (const path of ['/shop/checkout', '/shop/account', '/admin/orders', '/']) {
      const answer = await page(request, path);
      expect([path, answer.status, answer.headers.location]).toEqual([path, 302, '/auth/login']);
    }
  });

  test('a shopper asking for the admin area is sent to /unauth-page; an admin asking for the shop, to the dashboard', async ({
    playwright,
    baseURL,
  }) => {
    for (const [account, path, to] of [
      [DEMO.shopper, '/admin/products', '/unauth-page'],
      [DEMO.shopper, '/auth/login', '/shop/home'],
      [DEMO.admin, '/shop/home', '/admin/dashboard'],
    ] as const) {
      const request = await playwright.request.newContext({
        baseURL: baseURL!,
        extraHTTPHeaders: { Origin: baseURL! },
      });
      const signIn = await request.post('/api/auth/signin', { data: account });
      expect(signIn.ok()).toBe(true);
      const answer = await page(request, path);
      expect([path, answer.status, answer.headers.location]).toEqual([path, 302, to]);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      await request.dispose();
    }
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page still shows the product, its price and its stock', async ({ page: browser, request }) => {
    const [product] = await products(request, 'category=women&limit=1');
    await browser.goto(`/shop/product/${product!.handle}`);
    await expect(browser.getByRole('heading', { level: 1, name: product!.title })).toBeVisible();
    await expect(
      browser.getByText(rupees(product!.sale_price > 0 ? product!.sale_price : product!.price)).first(),
    ).toBeVisible();
    await expect(browser.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  });
});

test.describe('the page works before its scripts arrive', () => {
  test('the scripts are asked for at once, from the head', async ({ request }) => {
    const { body } = await page(request, '/shop/home');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toMatch(/<link rel="modulepreload" href="\/assets\/[^"]+\.js"/);
  });

  test('Add to cart and the cart work as plain forms while the scripts are held back, and the app takes over', async ({
    page: browser,
    request,
  }) => {
    // A signed-in shopper (the session shared with the page), and a product that needs no size or colour chosen.
    const signin = await browser.request.post('/api/auth/signin', {
      data: { email: DEMO.shopper.email, password: DEMO.shopper.password },
      headers: { 'x-forwarded-for': '198.51.100.250' },
    });
    expect(signin.ok()).toBe(true);
    const { user } = (await (await browser.request.get('/api/auth/check-auth')).json()) as { user: { id: string } };
    const lines = async () =>
      ((await (await browser.request.get(`/api/shop/cart/get/${user.id}`)).json()) as { data: { items: unknown[] } })
        .data.items.length;
    const before = await lines();
    const listed = (await products(request, 'limit=60')) as (Product & { variants: unknown[] })[];
    // No choice to make: no options, or one size in one colour (chosen for the shopper).
    const plain = listed.find((product) => product.variants.length <= 1 && product.total_stock > 5)!;

    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await browser.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await browser.goto(`/shop/product/${plain.handle}`, { waitUntil: 'commit' });
    const add = browser.getByRole('main').getByRole('button', { name: /^Add to cart/ });
    await expect(add).toBeEnabled();
    await add.click();
    // The cart's action added it and sent the shopper back, with the words the toast says.
    await expect(browser.getByRole('status').filter({ hasText: 'Product is added to cart' })).toBeVisible();
    await expect(browser).toHaveURL(new RegExp(`/shop/product/${plain.handle}$`));
    expect(await lines()).toBe(before + 1);
    await expect(browser.getByRole('button', { name: /^Cart, / })).toHaveAccessibleName(
      `Cart, ${before + 1} ${before + 1 === 1 ? 'item' : 'items'}`,
    );

    // The header's cart is the cart page until the app runs.
    await browser.getByRole('button', { name: /^Cart, / }).click();
    await expect(browser).toHaveURL(/\/shop\/cart$/);
    await expect(browser.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();

    // Once the scripts arrive, the same header button opens the drawer instead.
    release();
    await browser.reload();
    await browser.getByRole('button', { name: /^Cart, / }).click();
    await expect(browser.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
    await expect(browser).toHaveURL(/\/shop\/cart$/);
  });
});
