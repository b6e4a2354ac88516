// Checks that a loader's answers reach the page as JSON text, one string in React Router's stream rather than an
// object it encodes value by value, and that the route's meta and its screens read them from it without asking again.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dehydratedData, Prefetched, prefetchOnServer } from '#web/app/route-data.tsx';

const KEY = ['products', 'pages', { sortBy: 'price-lowtohigh' }] as const;
const ANSWER = { data: [{ _id: 'p-1', title: 'Indigo Kurta', price: 1299, sizes: ['S', 'M'] }], total: 1 };

function Titles() {
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: (): Promise<typeof ANSWER> => Promise.reject(new Error('asked the API again')),
    staleTime: Infinity,
  });
  return <p>{data ? data.data.map((product) => product.title).join(', ') : 'nothing yet'}</p>;
}

describe('the answers a loader fetched', () => {
  it('travel as the JSON text of the dehydrated cache, which meta reads', async () => {
    const { dehydrated } = await prefetchOnServer((client) =>
      client.prefetchQuery({ queryKey: KEY, queryFn: () => Promise.resolve(ANSWER) }),
    );
    expect(typeof dehydrated).toBe('string');
    expect(JSON.parse(dehydrated).queries[0].state.data).toEqual(ANSWER);
    expect(dehydratedData(dehydrated, KEY)).toEqual(ANSWER);
    expect(dehydratedData(undefined, KEY)).toBeUndefined();
  });

  it('fill the screens’ queries where the page hydrates, with nothing asked again', async () => {
    const { dehydrated } = await prefetchOnServer((client) =>
      client.prefetchQuery({ queryKey: KEY, queryFn: () => Promise.resolve(ANSWER) }),
    );
    const router = createMemoryRouter(
      [
        {
          id: 'listing',
          path: '/',
          loader: () => ({ dehydrated }),
          element: (
            <Prefetched>
              <Titles />
            </Prefetched>
          ),
        },
      ],
      { hydrationData: { loaderData: { listing: { dehydrated } } } },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Indigo Kurta')).toBeInTheDocument();
  });
});
