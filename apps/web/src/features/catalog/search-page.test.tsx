// Checks the search box (SPEC §4, §5): mirrored into ?keyword=, no search for 3 characters, a search for 4 after 1 s.
import { LIMITS } from '@shop/contract/shop';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refuse } from '#web/testing/fake-server.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { aProduct, fakeApi, productPage, renderCatalog } from '#web/testing/render-catalog.tsx';

/*
 * Only setTimeout is faked: the debounce runs on it, React's scheduler and the fetch fake do not. Typing goes through
 * fireEvent, because user-event's async wrapper waits on a real setTimeout that a faked clock never fires.
 */
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

/** Moves the clock, letting answers arrive and React render in between. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await wait(0);
};
const typeInto = (box: HTMLElement, value: string) => act(() => void fireEvent.change(box, { target: { value } }));

describe('the search page', () => {
  it('does nothing for 3 characters, and searches for 4 once typing has paused for a second', async () => {
    const shirt = aProduct({ title: 'Linen Shirt' });
    const { calls } = fakeApi(null, { 'GET /api/shop/search/:keyword': () => productPage([shirt]) });
    const { router } = renderCatalog('/shop/search');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveAttribute('placeholder', 'Search Products...');

    // Three characters, however much space is around them, never search.
    typeInto(box, ' shi ');
    expect(router.state.location.search).toBe('?keyword=+shi+');
    await wait(LIMITS.searchDelayMs * 3);
    await settle();
    expect(calls('GET', '/api/shop/search')).toHaveLength(0);
    expect(screen.queryByText('No result found!')).not.toBeInTheDocument();

    // Four do, but only after the delay.
    typeInto(box, 'shir');
    expect(router.state.location.search).toBe('?keyword=shir');
    await wait(LIMITS.searchDelayMs - 1);
    await settle();
    expect(calls('GET', '/api/shop/search')).toHaveLength(0);

    await wait(1);
    await settle();
    const searches = calls('GET', '/api/shop/search');
    expect(searches).toHaveLength(1);
    expect(searches[0]?.url.pathname).toBe('/api/shop/search/shir');
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(screen.getByText('1 result for “shir”')).toBeInTheDocument();

    // Cut back to 3 characters: the results go at once, and nothing is searched.
    typeInto(box, 'shi');
    expect(screen.queryByRole('link', { name: 'Linen Shirt' })).not.toBeInTheDocument();
    await wait(LIMITS.searchDelayMs * 2);
    await settle();
    expect(calls('GET', '/api/shop/search')).toHaveLength(1);
  });

  it('waits for typing to pause: one search for the last keyword, not one per keystroke', async () => {
    const { calls } = fakeApi(null, { 'GET /api/shop/search/:keyword': () => productPage([]) });
    renderCatalog('/shop/search');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    for (const value of ['kurt', 'kurta', 'kurta s', 'kurta se', 'kurta set']) {
      typeInto(box, value);
      await wait(LIMITS.searchDelayMs / 2);
    }
    await wait(LIMITS.searchDelayMs);
    await settle();
    const searches = calls('GET', '/api/shop/search');
    expect(searches.map(({ url }) => decodeURIComponent(url.pathname))).toEqual(['/api/shop/search/kurta set']);
  });

  it('sends one search for a word typed a key at a time, a second after the last key, from the whole app', async () => {
    // The app's route modules: every keystroke updates ?keyword=, which a navigation's client loader also sees.
    const { calls } = renderApp('/shop/search', {
      api: { 'GET /api/shop/search/:keyword': () => productPage([aProduct({ title: 'Kurta Set' })]) },
    });
    // findBy… waits on the real clock; the faked one is moved until the session check lets the screen show.
    for (let i = 0; i < 20 && !screen.queryByRole('searchbox'); i += 1) await wait(50);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    let typed = '';
    for (const key of 'kurtas') {
      typed += key;
      typeInto(box, typed);
      await wait(150);
    }
    await settle();
    expect(calls('GET', '/api/shop/search')).toHaveLength(0);

    await wait(LIMITS.searchDelayMs - 150 - 1);
    await settle();
    expect(calls('GET', '/api/shop/search')).toHaveLength(0);

    await wait(1);
    await settle();
    expect(calls('GET', '/api/shop/search').map(({ url }) => url.pathname)).toEqual(['/api/shop/search/kurtas']);
    expect(screen.getByText('1 result for “kurtas”')).toBeInTheDocument();
  });

  it('searches a shared ?keyword= link at once, from the whole app', async () => {
    const { calls } = renderApp('/shop/search?keyword=kurtas', {
      api: { 'GET /api/shop/search/:keyword': () => productPage([aProduct({ title: 'Kurta Set' })]) },
    });
    for (let i = 0; i < 10 && !screen.queryByRole('searchbox'); i += 1) await wait(50);
    await settle();
    // Well inside the typing delay. (The test's cache keeps nothing fresh, so the screen may ask again what the
    // loader asked; the app's keeps it for 30 s.)
    expect(screen.getByText('1 result for “kurtas”')).toBeInTheDocument();
    expect(new Set(calls('GET', '/api/shop/search').map(({ url }) => url.pathname))).toEqual(
      new Set(['/api/shop/search/kurtas']),
    );
  });

  it("says 'No result found!' when a search finds nothing, and also when it fails, without a toast", async () => {
    fakeApi(null, {
      'GET /api/shop/search/:keyword': ({ params: { keyword } }) => {
        if (keyword === 'velvet') return productPage([]);
        if (keyword === 'broken') return refuse(500, 'x');
        return refuse(404, 'Not found');
      },
    });
    renderCatalog('/shop/search?keyword=velvet');
    // A keyword that arrives with the page (a shared link) is searched at once.
    await settle();
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveValue('velvet');
    expect(screen.getByText('No result found!')).toBeInTheDocument();

    typeInto(box, '');
    expect(screen.queryByText('No result found!')).not.toBeInTheDocument();
    typeInto(box, 'broken');
    await wait(LIMITS.searchDelayMs);
    await settle();
    expect(screen.getByText('No result found!')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
