// Owns the load's HTTP calls and what became of each: status, time taken, and whether it counts as an error.
import { randomUUID } from 'node:crypto';

export type Sample = {
  step: string;
  method: string;
  path: string;
  /** Milliseconds since the load started. */
  start: number;
  end: number;
  /** 0 when no answer came (network failure or timeout). */
  status: number;
  /** A refusal the shop is right to give under load (sold out meanwhile): not an error. */
  business: boolean;
  error: boolean;
  requestId: string;
  detail?: string;
};

export type CallOptions = {
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Statuses this step answers when all is well. */
  expect?: number[];
  /** Statuses that are a correct business refusal (not enough stock …). */
  business?: number[];
};

export type Answer = { status: number; body: unknown; location: string | null; setCookie: string[] };

const REQUEST_TIMEOUT_MS = 60_000;

export class Recorder {
  readonly samples: Sample[] = [];
  readonly t0 = Date.now();
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  now(): number {
    return Date.now() - this.t0;
  }

  async call(step: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const requestId = randomUUID();
    const headers: Record<string, string> = { 'x-request-id': requestId, ...options.headers };
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const url = path.startsWith('http') ? path : `${this.baseUrl}${path}`;
    const sample: Sample = {
      step,
      method,
      path: new URL(url).pathname,
      start: this.now(),
      end: 0,
      status: 0,
      business: false,
      error: false,
      requestId,
    };
    let answer: Answer = { status: 0, body: undefined, location: null, setCookie: [] };
    try {
      const response = await fetch(url, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      let parsed: unknown = text;
      if ((response.headers.get('content-type') ?? '').includes('json')) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      answer = {
        status: response.status,
        body: parsed,
        location: response.headers.get('location'),
        setCookie: response.headers.getSetCookie(),
      };
      sample.status = response.status;
      const expected = options.expect ?? [200];
      sample.business = (options.business ?? []).includes(response.status);
      sample.error = !expected.includes(response.status) && !sample.business;
      if (sample.error || sample.business) sample.detail = messageOf(parsed);
    } catch (error) {
      sample.error = true;
      sample.detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    sample.end = this.now();
    this.samples.push(sample);
    return answer;
  }

  /** Records an error that no single status shows (an answer the shopper could not go on from). */
  flag(step: string, detail: string): void {
    const now = this.now();
    this.samples.push({
      step,
      method: '-',
      path: '-',
      start: now,
      end: now,
      status: 0,
      business: false,
      error: true,
      requestId: '-',
      detail,
    });
  }
}

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) return String((body as { message: unknown }).message);
  const text = typeof body === 'string' ? body.replace(/<[^>]*>/g, ' ') : (JSON.stringify(body) ?? '');
  return text.replace(/\s+/g, ' ').trim().slice(0, 160);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}
