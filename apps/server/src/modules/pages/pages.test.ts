import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

const shopPage = (handle: string) => app.inject({ method: 'GET', url: `/api/shop/pages/${handle}` });
const savePage = (handle: string, payload: object, cookie = admin) =>
  app.inject({ method: 'PUT', url: `/api/admin/pages/${handle}`, headers: { cookie }, payload });

describe('a page as shoppers read it', () => {
  it('is today’s wording for one of SPEC’s pages staff have not edited', async () => {
    const terms = await shopPage('terms');
    expect(terms.statusCode).toBe(200);
    const { data } = terms.json();
    expect(data.title).toBe('Terms & Conditions');
    expect(data.html).toContain('<h2>Governing law</h2>');
    expect(data.html).toContain('<p>These terms are governed by the laws of India.</p>');
    expect(data.html).toContain('<a href="/shop/shipping_policy">Shipping Policy</a>');
    expect(data.seo_description).toContain('governed by the laws of India');

    const faqs = (await shopPage('faqs')).json().data;
    expect(faqs.html).toContain('<h2>PAYMENTS</h2>');
    expect(faqs.html).toContain('<h3>Which payment methods do you accept?</h3>');
    expect(faqs.seo_title).toBe('FAQs');
  });

  it('speaks of a renamed shop by its new name, and names its own care address, until staff write the page', async () => {
    const settings = (await app.inject({ url: '/api/admin/settings', headers: { cookie: admin } })).json().data;
    const renamed = {
      ...settings.brand,
      name: 'Saffron Loom',
      contact: { ...settings.brand.contact, email: 'hello@saffronloom.in' },
    };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin },
      payload: { ...settings, brand: renamed },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const about = (await shopPage('about')).json().data;
      expect(about.html).toContain('Saffron Loom is an Indian online shop');
      expect(about.html).not.toContain('Thread &amp; Tote');
      expect(about.seo_description).toMatch(/^Saffron Loom is/);
      const privacy = (await shopPage('privacy-policy')).json().data;
      expect(privacy.html).toContain('hello@saffronloom.in');
      expect(privacy.html).not.toContain('care@threadandtote.in');
    } finally {
      await app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin }, payload: settings });
    }
  });

  it('answers 404 with a message for a page nobody made', async () => {
    const missing = await shopPage('no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'There is no page at this address' });
  });

  it('is served without scripts, event handlers, javascript: or data: links, frames or styles', async () => {
    const markdown = [
      'Hello <script>alert("x")</script> there.',
      '',
      '<img src="/uploads/a.webp" onerror="alert(1)"> <a href="javascript:alert(1)">click</a>',
      '',
      '[also this](javascript:alert(2)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
      '',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      '<p style="color:red" onclick="steal()">styled</p>',
      '',
      '[our listing](/shop/listing) and [a friend](https://friend.example/x)',
    ].join('\n');
    expect((await savePage('hostile', { title: 'Hostile', markdown })).statusCode).toBe(200);

    const { html } = (await shopPage('hostile')).json().data;
    expect(html).not.toMatch(/<script|alert\("x"\)|onerror|onclick|javascript:|data:text|<iframe|<style|style=/i);
    expect(html).toContain('<a href="/shop/listing">our listing</a>');
    expect(html).toContain('<a href="https://friend.example/x" rel="noopener noreferrer">a friend</a>');
    expect(html).toContain('<img src="/uploads/a.webp" />');

    const preview = await app.inject({
      method: 'POST',
      url: '/api/admin/pages/preview',
      headers: { cookie: admin },
      payload: { markdown },
    });
    expect(preview.json().data.html).toBe(html);
  });
});

describe('staff’s pages', () => {
  it('are saved with PUT and read back, rendered for shoppers and as written for staff', async () => {
    const markdown =
      '# Our big sale\n\nEverything in *linen* is 20% off this week.\n\n## How it works\n\n- pick\n- pay';
    const saved = await savePage('summer-sale', { title: 'Summer sale', markdown });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ handle: 'summer-sale', path: '/shop/pages/summer-sale', spec: false });

    const page = (await shopPage('summer-sale')).json().data;
    expect(page).toMatchObject({ handle: 'summer-sale', title: 'Summer sale', seo_title: 'Summer sale' });
    // The page's title is its one h1: a `#` heading in the text becomes a section.
    expect(page.html).toContain('<h2>Our big sale</h2>');
    expect(page.html).toContain('<ul>\n<li>pick</li>');
    expect(page.seo_description).toBe('Everything in linen is 20% off this week.');

    const source = await app.inject({ method: 'GET', url: '/api/admin/pages/summer-sale', headers: { cookie: admin } });
    expect(source.json().data).toMatchObject({ title: 'Summer sale', markdown, edited: true });

    const list = await app.inject({ method: 'GET', url: '/api/admin/pages', headers: { cookie: admin } });
    const handles = list.json().data.map((row: { handle: string }) => row.handle);
    expect(handles.slice(0, 8)).toEqual([
      'about',
      'contact',
      'terms',
      'faqs',
      'privacy-policy',
      'refund-policy',
      'return-policy',
      'shipping-policy',
    ]);
    expect(handles).toContain('summer-sale');

    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/admin/pages/summer-sale',
      headers: { cookie: admin },
    });
    expect(gone.json()).toEqual({ success: true, message: 'Page deleted' });
    expect((await shopPage('summer-sale')).statusCode).toBe(404);
  });

  it('lets staff rewrite one of SPEC’s pages, and reset it to today’s wording', async () => {
    await savePage('return-policy', { title: 'Returns', markdown: 'Send it back within **30 days**.' });
    const edited = (await shopPage('return-policy')).json().data;
    expect(edited).toMatchObject({ title: 'Returns', html: '<p>Send it back within <strong>30 days</strong>.</p>' });

    const reset = await app.inject({
      method: 'DELETE',
      url: '/api/admin/pages/return-policy',
      headers: { cookie: admin },
    });
    expect(reset.json().message).toBe('The page is back to its original wording');
    expect((await shopPage('return-policy')).json().data.title).toBe('Return Policy');
  });

  it('refuses a bad handle or an empty title, and staff without content.write', async () => {
    const badHandle = await savePage('Not a handle!', { title: 'X', markdown: 'x' });
    expect(badHandle.statusCode).toBe(400);
    const noTitle = await savePage('empty', { title: ' ', markdown: 'x' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toContain('title');

    const packer = (await signedInUser(app, { staffRole: 'fulfilment' })).cookie;
    expect((await savePage('packer-page', { title: 'P', markdown: 'p' }, packer)).statusCode).toBe(403);
    expect((await shopPage('packer-page')).statusCode).toBe(404);
  });
});
