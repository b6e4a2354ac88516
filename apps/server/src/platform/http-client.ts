// Owns calls to other services over HTTP: JSON in and out, a timeout on every call, retries only where safe.

import { DomainError } from './errors.ts';

/** The other service did not answer in time: the shopper may simply try again; nothing was changed here. */
export class ProviderUnavailable extends DomainError {
  readonly detail: string;
  constructor(detail: string) {
    super(503, 'The payment provider is not answering right now. Please try again in a minute.');
    this.detail = detail;
  }
}

export type HttpAnswer<T = unknown> = { status: number; body: T };

type Request = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  timeoutMs?: number;
  /** Extra tries after a timeout, a network failure or a 5xx. Only for idempotent calls. */
  retries?: number;
};

export async function requestJson<T = Record<string, unknown>>(
  url: string,
  request: Request = {},
): Promise<HttpAnswer<T>> {
  const { method = 'GET', headers = {}, json, form, timeoutMs = 10_000, retries = 0 } = request;
  let body: string | undefined;
  if (json !== undefined) {
    body = JSON.stringify(json);
    headers['content-type'] = 'application/json';
  } else if (form) {
    body = new URLSearchParams(form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, {
        method,
        headers: { accept: 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (response.status >= 500 && attempt < retries) continue;
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
    } catch (error) {
      if (attempt < retries) continue;
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(error);
      throw new ProviderUnavailable(`${method} ${new URL(url).host}${new URL(url).pathname}: ${reason}`);
    }
  }
}
