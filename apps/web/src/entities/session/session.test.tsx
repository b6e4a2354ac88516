// Checks the session's logout: the server ends the session, and every screen knows it by the time logout resolves.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '#web/entities/session/session.tsx';
import { renderShopScreen } from '#web/testing/render-shop-screen.tsx';

function LogoutProbe({ onLoggedOut }: { onLoggedOut: (screenSaid: string) => void }) {
  const { user, logout } = useSession();
  return (
    <>
      <p data-testid="who">{user ? `Signed in as ${user.userName}` : 'Visitor'}</p>
      <button
        type="button"
        onClick={async () => {
          await logout();
          // What the page shows at the moment logout resolves: a navigation made now is guarded with this.
          onLoggedOut(document.querySelector('[data-testid="who"]')?.textContent ?? '');
        }}
      >
        Log out
      </button>
    </>
  );
}

describe('logout', () => {
  it('posts to the server and resolves only once the screens show no user', async () => {
    const onLoggedOut = vi.fn();
    const { calls } = renderShopScreen(<LogoutProbe onLoggedOut={onLoggedOut} />, {
      api: { 'POST /api/auth/logout': () => ({ success: true, message: 'Logged out successfully!' }) },
    });
    expect(await screen.findByText('Signed in as Asha Rao')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(onLoggedOut).toHaveBeenCalled());
    expect(onLoggedOut).toHaveBeenCalledWith('Visitor');
    expect(calls('POST', '/api/auth/logout')).toHaveLength(1);
  });
});
