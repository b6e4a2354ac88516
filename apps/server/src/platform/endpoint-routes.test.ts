import { endpoint } from '@shop/contract/endpoint';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireDescriptions, route } from './endpoint-routes.ts';

const greeting = endpoint({
  method: 'GET',
  path: '/api/greet/:name',
  tag: 'test',
  params: z.object({ name: z.string().min(2, 'Too short') }),
  answer: z.object({ success: z.literal(true), data: z.string() }),
  errors: [400],
});

function testApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
    reply.status(error.statusCode ?? 500).send({ success: false, message: error.message }),
  );
  requireDescriptions(app, { under: '/api/', except: ['/api/metrics'] });
  return app;
}

describe('routes from endpoint descriptions', () => {
  it('registers the described method and path under the plugin prefix, validating with its schemas', async () => {
    const app = testApp();
    await app.register(
      async (api) =>
        route(api, greeting, {}, async (request) => ({ success: true as const, data: `Hi ${request.params.name}` })),
      { prefix: '/api/greet' },
    );
    expect((await app.inject('/api/greet/Asha')).json()).toEqual({ success: true, data: 'Hi Asha' });
    expect((await app.inject('/api/greet/A')).statusCode).toBe(400);
    await app.close();
  });

  it('refuses to start with an /api route that has no description, but for the named exceptions', async () => {
    const app = testApp();
    expect(() => app.get('/api/metrics', async () => 'fine')).not.toThrow();
    expect(() => app.get('/api/undescribed', async () => ({ success: true }))).toThrow(
      'GET /api/undescribed has no endpoint description',
    );
  });

  it('refuses a description registered under a prefix its path does not start with', async () => {
    const app = testApp();
    await expect(
      app.register(async (api) => route(api, greeting, {}, async () => ({ success: true as const, data: '' })), {
        prefix: '/api/other',
      }),
    ).rejects.toThrow('GET /api/greet/:name is registered under /api/other');
  });
});
