// Checks a toast raised around a modal dialog: seen and read out although the dialog hides the page, out of Escape's way.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { dismissToast, toast, Toaster } from '#web/components/ui/toast.tsx';

afterEach(() => act(() => dismissToast()));

const message = 'Order status is updated successfully!';

/** A page with the toaster beside it, as in the app: an "Order Details" dialog whose button raises a toast. */
function OrdersPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <button onClick={() => setOpen(true)}>View Details</button>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogTitle>Order Details</DialogTitle>
            <DialogDescription>Placed today</DialogDescription>
            <button onClick={() => toast(message)}>Update Order Status</button>
          </DialogContent>
        </Dialog>
      </main>
      <Toaster />
    </>
  );
}

/** The toast as assistive technology finds it: Testing Library's role queries skip anything under aria-hidden. */
const shownToast = () => screen.findByRole('listitem', {}, { timeout: 2000 });

describe('a toast while a modal dialog is open', () => {
  it('is outside what the dialog hides, and its message is announced in a live region', async () => {
    const user = userEvent.setup();
    render(<OrdersPage />);
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    await user.click(screen.getByRole('button', { name: 'Update Order Status' }));

    expect(await shownToast()).toHaveTextContent(message);
    const region = screen.getByRole('region', { name: /notifications \(F8\)/i });
    expect(region.closest('[aria-hidden="true"]')).toBeNull();
    // The page behind the dialog is hidden, as it should be.
    expect(
      screen.getByRole('button', { name: 'View Details', hidden: true }).closest('[aria-hidden="true"]'),
    ).not.toBeNull();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(message));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('stays readable when it was already showing as the dialog opened', async () => {
    const user = userEvent.setup();
    render(<OrdersPage />);
    act(() => void toast(message));
    expect(await shownToast()).toHaveTextContent(message);

    await user.click(screen.getByRole('button', { name: 'View Details' }));
    expect(screen.getByRole('dialog', { name: 'Order Details' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(message);
    expect(screen.getByRole('region', { name: /notifications \(F8\)/i }).closest('[aria-hidden="true"]')).toBeNull();
  });

  it('leaves Escape to the dialog: one press closes it and the toast stays; a toast moved to with F8 closes on Escape', async () => {
    const user = userEvent.setup();
    render(<OrdersPage />);
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    await user.click(screen.getByRole('button', { name: 'Update Order Status' }));
    expect(await shownToast()).toHaveTextContent(message);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('listitem')).toHaveTextContent(message);

    await user.keyboard('[F8]');
    expect(screen.getByRole('region', { name: /notifications \(F8\)/i })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
  });

  it('gives the dialog an Escape pressed while focus has dropped to the page (a button turned disabled)', async () => {
    const user = userEvent.setup();
    render(<OrdersPage />);
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    await user.click(screen.getByRole('button', { name: 'Update Order Status' }));
    expect(await shownToast()).toHaveTextContent(message);
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.activeElement).toBe(document.body);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('listitem')).toHaveTextContent(message);
  });

  it('leaves Escape to a confirmation too: one press cancels it and the toast stays', async () => {
    const user = userEvent.setup();
    function DeletePage() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <AlertDialog open={open} onOpenChange={setOpen}>
            <AlertDialogContent>
              <AlertDialogTitle>Delete this product?</AlertDialogTitle>
              <AlertDialogDescription>It cannot be undone.</AlertDialogDescription>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
            </AlertDialogContent>
          </AlertDialog>
          <Toaster />
        </>
      );
    }
    render(<DeletePage />);
    act(() => void toast({ title: 'Product could not be deleted', variant: 'destructive' }));
    expect(await shownToast()).toHaveTextContent('Product could not be deleted');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('listitem')).toHaveTextContent('Product could not be deleted');
  });
});
