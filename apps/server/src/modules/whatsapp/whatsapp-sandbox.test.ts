// The Cloud API client against the WhatsApp sandbox over real HTTP, and the sandbox's inbox as a person uses it: a
// test-only app mounts the module's routes and the sandbox where app.ts does, with its own recorder of button presses,
// so a press in the inbox reaches the shop as Meta's signed webhook would.
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { registerErrorHandler } from '../../platform/error-handler.ts';
import { registerRateLimits } from '../../platform/rate-limits.ts';
import { selfUrl } from '../../platform/sandbox/self-url.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import {
  cloudApi,
  type CloudApiSettings,
  templateRequest,
  type TemplateMessage,
  WhatsAppRefused,
  WhatsAppUnavailable,
} from './cloud-api.ts';
import { optedIn, recordOptIn } from './opt-ins.ts';
import { WHATSAPP_SANDBOX, whatsappSandboxKeys } from './sandbox/whatsapp-sandbox-keys.ts';
import { whatsappSandbox } from './sandbox/whatsapp-sandbox.ts';
import { signatureOf } from './webhook-signature.ts';
import { type ButtonPress, whatsappRoutes } from './whatsapp-routes.ts';

let database: Database;
let app: FastifyInstance;
/** The presses that reached the shop's onButton. */
const pressed: ButtonPress[] = [];
const settings =
  (overrides: Partial<CloudApiSettings> = {}) =>
  (): CloudApiSettings => ({
    ...whatsappSandboxKeys(app.config.dataDir),
    apiUrl: `${selfUrl(app)}/api/sandbox/whatsapp`,
    timeoutMs: 3000,
    ...overrides,
  });

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate(
    'config',
    loadConfig({ NODE_ENV: 'test', DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'whatsapp-')) }),
  );
  app.decorate('database', database);
  app.decorate('db', database.db);
  registerErrorHandler(app);
  await registerRateLimits(app, undefined);
  await app.register(
    async (api) => {
      await api.register(whatsappRoutes, {
        onButton: async (_app, press) => {
          pressed.push(press);
        },
        onOptIn: async () => {},
      });
      await api.register(whatsappSandbox, { prefix: '/sandbox/whatsapp' });
    },
    { prefix: '/api' },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let phoneCounter = 0;
const newPhone = () => `96${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter++ % 100).padStart(2, '0')}`;

const codConfirm = (phone: string, orderId: string = randomUUID()): TemplateMessage => ({
  phone,
  template: 'cod_confirm',
  params: ['TT-1042', '₹1,499.00', '28 Nov, 6:30 pm'],
  buttons: [`cod:confirm:${orderId}`, `cod:cancel:${orderId}`],
});
const sendToSandbox = (
  body: unknown,
  headers: Record<string, string> = {},
  path: string = WHATSAPP_SANDBOX.phoneNumberId,
) =>
  app.inject({
    method: 'POST',
    url: `/api/sandbox/whatsapp/v21.0/${path}/messages`,
    headers: { authorization: `Bearer ${whatsappSandboxKeys(app.config.dataDir).token}`, ...headers },
    payload: body as Record<string, unknown>,
  });
const inbox = (phone: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/sandbox/whatsapp/inbox/${phone}${query}` });
const reply = (phone: string, form: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/api/sandbox/whatsapp/inbox/${phone}/reply`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('a template message, as Meta documents it', () => {
  it('is built with its body parameters and its quick replies’ payloads', () => {
    expect(templateRequest(codConfirm('9876543210', 'order-1'))).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'cod_confirm',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'TT-1042' },
              { type: 'text', text: '₹1,499.00' },
              { type: 'text', text: '28 Nov, 6:30 pm' },
              // The shop's name, put in as the message is sent (today's, as none is given).
              { type: 'text', text: 'Thread & Tote' },
            ],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '0',
            parameters: [{ type: 'payload', payload: 'cod:confirm:order-1' }],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '1',
            parameters: [{ type: 'payload', payload: 'cod:cancel:order-1' }],
          },
        ],
      },
    });
  });

  it('fills an authentication template’s copy-code button with the code', () => {
    const { template } = templateRequest({
      phone: '9876543210',
      template: 'cod_code',
      params: ['482913'],
      buttons: [],
    });
    expect(template.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
    ]);
  });
});

describe('the WhatsApp sandbox’s API', () => {
  it('takes a message and answers as Meta does, with a wamid', async () => {
    const response = await sendToSandbox(templateRequest(codConfirm('9876543210')));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '919876543210', wa_id: '919876543210' }],
      messages: [{ id: expect.stringMatching(/^wamid\./), message_status: 'accepted' }],
    });
  });

  it('refuses what Meta refuses, with Meta’s error body', async () => {
    const good = templateRequest(codConfirm('9876543210'));
    const refusal = async (response: Awaited<ReturnType<typeof sendToSandbox>>) => ({
      status: response.statusCode,
      code: response.json().error.code,
      message: response.json().error.message as string,
      trace: response.json().error.fbtrace_id as string,
    });
    const badToken = await refusal(await sendToSandbox(good, { authorization: 'Bearer guessed' }));
    expect(badToken).toMatchObject({ status: 401, code: 190, trace: expect.any(String) });
    expect(await refusal(await sendToSandbox(good, {}, '999'))).toMatchObject({ status: 400, code: 100 });
    expect(await refusal(await sendToSandbox({ ...good, messaging_product: 'sms' }))).toMatchObject({
      status: 400,
      code: 100,
    });
    expect(await refusal(await sendToSandbox({ ...good, to: 'Asha' }))).toMatchObject({ status: 400, code: 100 });
    const unknown = { ...good, template: { ...good.template, name: 'diwali_sale' } };
    expect(await refusal(await sendToSandbox(unknown))).toEqual({
      status: 404,
      code: 132001,
      message: '(#132001) Template name does not exist in the translation',
      trace: expect.any(String),
    });
    const hindi = { ...good, template: { ...good.template, language: { code: 'hi' } } };
    expect((await refusal(await sendToSandbox(hindi))).code).toBe(132001);
  });

  it('refuses a message whose parameters do not match its template', async () => {
    const good = templateRequest(codConfirm('9876543210'));
    const [body, ...buttons] = good.template.components;
    const twoParams = { ...body!, parameters: body!.parameters!.slice(0, 2) };
    const short = await sendToSandbox({
      ...good,
      template: { ...good.template, components: [twoParams, ...buttons] },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      code: 132000,
      message: '(#132000) Number of parameters does not match the expected number of params',
      error_data: {
        details: 'body: number of localizable_params (2) does not match the expected number of params (4)',
      },
    });
    const thirdButton = {
      type: 'button',
      sub_type: 'quick_reply',
      index: '2',
      parameters: [{ type: 'payload', payload: 'x' }],
    };
    const extra = await sendToSandbox({
      ...good,
      template: { ...good.template, components: [...good.template.components, thirdButton] },
    });
    expect(extra.json().error.code).toBe(132000);
  });

  it('is read by the client as "give up" or "try again"', async () => {
    const refused = cloudApi(settings({ token: 'revoked-token' }));
    const error = await refused.sendTemplate(codConfirm('9876543210')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WhatsAppRefused);
    expect((error as WhatsAppRefused).code).toBe(190);

    const control = (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/sandbox/whatsapp/control', body, remoteAddress: '127.0.0.1' });
    await control({ downForSeconds: 30 });
    const down = await cloudApi(settings())
      .sendTemplate(codConfirm('9876543210'))
      .catch((e: unknown) => e);
    expect(down).toBeInstanceOf(WhatsAppUnavailable);
    expect((down as Error).message).toMatch(/503.*\(#2\) Service temporarily unavailable/);
    await control({ downForSeconds: 0 });

    const nobody = cloudApi(settings({ apiUrl: 'http://127.0.0.1:9/nothing', timeoutMs: 500 }));
    expect(await nobody.sendTemplate(codConfirm('9876543210')).catch((e: unknown) => e)).toBeInstanceOf(
      WhatsAppUnavailable,
    );
  });

  it('takes drills only from this machine', async () => {
    const drill = (headers: Record<string, string>, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/sandbox/whatsapp/control',
        body: { downForSeconds: 60 },
        headers,
        remoteAddress,
      });
    expect((await drill({}, '203.0.113.7')).statusCode).toBe(403);
    expect((await drill({ 'x-forwarded-for': '203.0.113.7' }, '127.0.0.1')).statusCode).toBe(403);
    expect((await sendToSandbox(templateRequest(codConfirm('9876543210')))).statusCode).toBe(200);
  });
});

describe('the sandbox’s inbox', () => {
  it('answers only this machine: anyone else, or through a proxy, finds no inbox and cannot reply', async () => {
    const phone = newPhone();
    const from = (remoteAddress: string, headers: Record<string, string> = {}) => ({ remoteAddress, headers });
    for (const asker of [from('203.0.113.50'), from('127.0.0.1', { 'x-forwarded-for': '203.0.113.50' })]) {
      expect((await app.inject({ method: 'GET', url: '/api/sandbox/whatsapp/inbox', ...asker })).statusCode).toBe(404);
      const chat = await app.inject({ method: 'GET', url: `/api/sandbox/whatsapp/inbox/${phone}`, ...asker });
      expect(chat.statusCode).toBe(404);
      const stop = await app.inject({
        method: 'POST',
        url: `/api/sandbox/whatsapp/inbox/${phone}/reply`,
        ...asker,
        headers: { ...asker.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'text=STOP',
      });
      expect(stop.statusCode).toBe(404);
    }
    expect(await optedIn(database.db, phone)).toBe(false);
    expect((await inbox(phone)).statusCode).toBe(200);
  });

  it('shows a phone’s messages newest first, each with its time, ticks and quick replies as buttons', async () => {
    const phone = newPhone();
    const api = cloudApi(settings());
    await api.sendTemplate({ phone, template: 'order_confirmed', params: ['TT-1041', '₹899.00'], buttons: [] });
    await api.sendTemplate(codConfirm(phone, 'order-7'));

    const list = await app.inject({ method: 'GET', url: '/api/sandbox/whatsapp/inbox' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`href="/api/sandbox/whatsapp/inbox/${phone}"`);

    const page = await inbox(phone);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const articles = page.body.split('<article').slice(1);
    expect(articles).toHaveLength(2);
    expect(articles[0]).toContain('Your order TT-1042 comes to ₹1,499.00, paid in cash on delivery');
    expect(articles[0]).toContain('Reply STOP to stop these updates.');
    expect(articles[0]).toMatch(/<time datetime="[^"]+">/);
    expect(articles[0]).toMatch(/role="img" aria-label="(Sending|Sent|Delivered|Read)"/);
    expect(articles[0]).toMatch(
      /<form class="buttons" method="post" action="\/api\/sandbox\/whatsapp\/inbox\/\d+\/reply">/,
    );
    expect(articles[0]).toContain('<button type="submit" name="button" value="0">Confirm order</button>');
    expect(articles[0]).toContain('<button type="submit" name="button" value="1">Cancel order</button>');
    expect(articles[1]).toContain('TT-1041');
    expect(articles[1]).not.toContain('<button');
  });

  it('sends a pressed button to the shop as Meta’s signed webhook, and says so', async () => {
    const phone = newPhone();
    const orderId = randomUUID();
    await cloudApi(settings()).sendTemplate(codConfirm(phone, orderId));
    const context = /name="context" value="([^"]+)"/.exec((await inbox(phone)).body)![1]!;

    const pressedConfirm = await reply(phone, { context, button: '0' });
    expect(pressedConfirm.statusCode).toBe(303);
    expect(pressedConfirm.headers.location).toBe(`/api/sandbox/whatsapp/inbox/${phone}?sent=Confirm+order`);
    expect(pressed).toContainEqual({ phone, payload: `cod:confirm:${orderId}` });

    const page = await inbox(phone, '?sent=Confirm+order');
    expect(page.body).toContain('<p class="status" role="status">Sent: Confirm order</p>');
    const newest = page.body.split('<article').slice(1)[0]!;
    expect(newest).toContain('>You</h2>');
    expect(newest).toContain('Confirm order');

    // A press on another phone's message is not this phone's to make.
    const before = pressed.length;
    expect((await reply(newPhone(), { context, button: '1' })).headers.location).toMatch(/failed=/);
    expect(pressed).toHaveLength(before);
  });

  it('sends a written STOP, which turns the phone’s updates off', async () => {
    const phone = newPhone();
    await recordOptIn(database.db, { phone, userId: null, optedIn: true, source: 'checkout' });
    const stopped = await reply(phone, { text: 'STOP' });
    expect(stopped.statusCode).toBe(303);
    expect(stopped.headers.location).toBe(`/api/sandbox/whatsapp/inbox/${phone}?sent=STOP`);
    expect(await optedIn(database.db, phone)).toBe(false);
  });
});

describe('the shop’s webhook', () => {
  it('hands the shop an interactive button reply too, signed as Meta signs it', async () => {
    const phone = newPhone();
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: WHATSAPP_SANDBOX.businessAccountId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                messages: [
                  {
                    from: `91${phone}`,
                    id: 'wamid.interactive',
                    timestamp: '1764314400',
                    type: 'interactive',
                    interactive: {
                      type: 'button_reply',
                      button_reply: { id: 'ndr:reattempt:order-9', title: 'Try another day' },
                    },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signatureOf(whatsappSandboxKeys(app.config.dataDir).appSecret, body),
      },
      payload: body,
    });
    expect(response.json()).toEqual({ success: true });
    expect(pressed).toContainEqual({ phone, payload: 'ndr:reattempt:order-9' });
  });
});
