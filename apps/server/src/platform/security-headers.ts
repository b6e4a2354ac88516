// Owns the security headers of every answer: Helmet's full set for pages, a short one for the rest (decision 011).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * HTML pages get Helmet's headers with the shop's Content-Security-Policy. Every other answer (JSON, scripts, styles,
 * images, redirects) gets what protects a resource that is not a document, as OWASP's REST cheat sheet lists it: a
 * policy that allows nothing and no framing, nosniff, same-origin resource policy, the referrer policy (it applies to
 * the navigation a redirect starts) and HSTS on HTTPS; the document-only headers would be ~500 bytes of each answer.
 *
 * Both sets are worked out once, at start; a header the route set itself (Swagger UI's own policy) is left alone.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { https, scriptHosts }: { https: boolean; scriptHosts: string[] },
) {
  const shared = {
    // Browsers then send Origin on same-site form posts (no-referrer makes it "null", which the origin check refuses).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only makes sense when the shop is served over HTTPS.
    strictTransportSecurity: https,
  } satisfies HelmetOptions;
  const page = headersOf({
    ...shared,
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'script-src': ["'self'", ...scriptHosts],
        'frame-src': ["'self'", ...scriptHosts],
        'connect-src': ["'self'", ...scriptHosts],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
  });
  const resource = headersOf({
    ...shared,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });

  const pagePolicy = page.find(([name]) => name === 'content-security-policy')![1];
  const withScripts = "script-src 'self'";
  if (!pagePolicy.includes(withScripts)) throw new Error('The page policy has no script-src to add hashes to');

  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const headers = typeof type === 'string' && type.startsWith('text/html') ? page : resource;
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });

  return {
    /**
     * The page policy that also runs the inline scripts with these hashes (a server-rendered page's own). Anything
     * else a renderer might answer ('unsafe-inline', a host) is left out: only a script's own hash widens the policy.
     */
    pagePolicy: (scriptSources: readonly string[]) => {
      const hashes = scriptSources.filter((source) => SCRIPT_HASH.test(source));
      return pagePolicy.replace(withScripts, [withScripts, ...hashes].join(' '));
    },
  };
}

const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** The headers a Helmet middleware with these options sets, as [name, value] pairs. */
function headersOf(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return [...headers];
}
