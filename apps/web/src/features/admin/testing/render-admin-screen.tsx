// Owns how admin component tests render a screen: fresh query cache, the toaster, and the API faked at fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Toaster } from '#web/components/ui/toast.tsx';

export type FakeRequest = { method: string; path: string; body: unknown };
export type FakeAnswer = { status: number; body?: unknown };
/** Answers a request, or undefined for a 404. */
export type FakeApi = (request: FakeRequest) => FakeAnswer | undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Bodies as the server would see them: JSON parsed, FormData as it is. */
function readBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body === 'string') return JSON.parse(init.body);
  return init?.body;
}

export function renderAdminScreen(screen: ReactElement, api: FakeApi) {
  const requests: FakeRequest[] = [];
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = { method: init?.method ?? 'GET', path: String(input), body: readBody(init) };
    requests.push(request);
    const answer = api(request);
    return answer ? json(answer.status, answer.body) : json(404, { success: false, message: 'Not found' });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      {screen}
      <Toaster />
    </QueryClientProvider>,
  );
  /** The requests made so far with this method and path prefix. */
  const calls = (method: string, pathStart: string) =>
    requests.filter((request) => request.method === method && request.path.startsWith(pathStart));
  return { ...view, fetchSpy, requests, calls };
}
