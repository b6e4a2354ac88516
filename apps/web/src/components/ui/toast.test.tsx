// Checks the toast API: one toast at a time, the newest winning, and dismissal; the view loads with the first toast.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, Toaster } from '#web/components/ui/toast.tsx';

afterEach(() => act(() => dismissToast()));

/** The toast itself (Radix also renders a hidden copy of the text for its screen-reader announcement). */
const visibleToasts = () => screen.queryAllByRole('listitem');

describe('toast', () => {
  it('shows one toast at a time: a new one replaces the old', async () => {
    render(<Toaster />);
    act(() => void toast('Product is added to cart'));
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(visibleToasts()[0]).toHaveTextContent('Product is added to cart');

    act(() => void toast({ title: 'Please login to add to cart', variant: 'destructive' }));
    expect(visibleToasts()).toHaveLength(1);
    expect(visibleToasts()[0]).toHaveTextContent('Please login to add to cart');
    expect(visibleToasts()[0]).not.toHaveTextContent('Product is added to cart');
  });

  it('closes when dismissed, and a stale dismiss leaves the newer toast alone', async () => {
    render(<Toaster />);
    let first!: ReturnType<typeof toast>;
    act(() => void (first = toast('First')));
    act(() => void toast('Second'));
    act(() => first.dismiss());
    expect((await screen.findAllByRole('listitem'))[0]).toHaveTextContent('Second');

    act(() => dismissToast());
    expect(visibleToasts()).toHaveLength(0);
  });

  it('loads nothing until the first toast, then lives in a notifications region reachable with F8', async () => {
    vi.resetModules(); // a page that has never shown a toast
    const fresh = await import('#web/components/ui/toast.tsx');
    render(<fresh.Toaster />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => void fresh.toast('Saved'));
    expect(await screen.findByRole('region', { name: /notifications \(F8\)/i })).toBeInTheDocument();
    act(() => fresh.dismissToast());
    expect(screen.getByRole('region', { name: /notifications \(F8\)/i })).toBeInTheDocument();
  });
});
