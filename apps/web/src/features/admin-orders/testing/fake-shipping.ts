// Owns the fake of /api/admin/shipping for this feature's component tests, until the contract's list of every
// endpoint (packages/contract/src/api.ts) carries `shippingEndpoints` and the one fake server answers them itself.
// Like that server, it checks what the screen sends against the contract and what a test answers against it too.
import type { Endpoint } from '@shop/contract/endpoint';
import { shippingEndpoints } from '@shop/contract/shipping';
import { onTestFinished, type MockInstance } from 'vitest';
import type { z } from 'zod';

/** The shapes of src/testing/fake-server.ts (the harness is for test files alone, so they are written out here). */
type Refusal = { refused: true; status: number; message: string };
type RecordedRequest = { method: string; path: string; route: undefined; body: unknown; url: URL; headers: Headers };

type Staff = Omit<typeof shippingEndpoints, 'shiprocketWebhook'>;
type Request<E extends Endpoint> = {
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body parsed by the endpoint's schema, or the FormData of an upload. */
  body: E extends { body: 'multipart' } ? FormData : E extends { body: z.ZodType } ? z.output<E['body']> : undefined;
};
export type ShippingHandlers = {
  [Name in keyof Staff]?: (request: Request<Staff[Name]>) => z.input<Staff[Name]['answer']> | Refusal;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the shipping calls `handlers` name, recording them into `requests`; every other call goes on to `fetchSpy`. */
export function fakeShipping(fetchSpy: MockInstance<typeof fetch>, requests: unknown[], handlers: ShippingHandlers) {
  const rest = fetchSpy.getMockImplementation()!;
  const contractBreaks: string[] = [];
  onTestFinished(() => {
    if (contractBreaks.length > 0)
      throw new Error(`The fake shipping API broke the contract:\n${contractBreaks.join('\n')}`);
  });
  fetchSpy.mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init.method ?? 'GET';
    for (const [name, endpoint] of Object.entries(shippingEndpoints) as [string, Endpoint][]) {
      const pattern = new RegExp(`^${endpoint.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
      const match = endpoint.method === method ? pattern.exec(url.pathname) : null;
      if (!match) continue;
      const raw: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const recorded: RecordedRequest = {
        method,
        path: `${url.pathname}${url.search}`,
        route: undefined,
        body: raw,
        url,
        headers: new Headers(init.headers),
      };
      requests.push(recorded);
      const handler = handlers[name as keyof Staff] as ((request: unknown) => unknown) | undefined;
      if (!handler) return json(404, { success: false, message: 'Not found' });
      let body: unknown = raw;
      if (endpoint.body && endpoint.body !== 'multipart') {
        const parsed = endpoint.body.safeParse(raw);
        if (!parsed.success) return json(400, { success: false, message: parsed.error.issues[0]!.message });
        body = parsed.data;
      }
      const answer = handler({ params: match.groups ?? {}, query: Object.fromEntries(url.searchParams), body });
      if (typeof answer === 'object' && answer !== null && 'refused' in answer) {
        const refusal = answer as Refusal;
        return json(refusal.status, { success: false, message: refusal.message });
      }
      const checked = endpoint.answer.safeParse(answer);
      if (!checked.success) contractBreaks.push(`${name}: ${checked.error.message}`);
      return json(200, answer);
    }
    return rest(input, init);
  });
}
