// Owns the fake of staff's Settings endpoint the Settings screen's tests share: what was saved comes back, as the
// server keeps it.
import type { Settings } from '@shop/contract/settings';
import type { FakeHandlers } from '#web/testing/fake-server.ts';

/** The settings endpoint as the server keeps it: what was saved comes back, and waiting invoices issue once the shop is known. */
export function fakeSettings(initial: Settings, waiting: number): FakeHandlers {
  let current = initial;
  let invoicesWaiting = waiting;
  return {
    'GET /api/admin/settings': () => ({ success: true, data: current, invoices_waiting: invoicesWaiting }),
    'PUT /api/admin/settings': ({ body }) => {
      current = body;
      if (body.shop) invoicesWaiting = 0;
      return { success: true, message: 'Settings saved', data: current, invoices_waiting: invoicesWaiting };
    },
  };
}
