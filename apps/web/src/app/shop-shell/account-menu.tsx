// Owns the signed-in shopper's avatar menu: who is signed in, Account, Change Password, Logout (SPEC §2).
import type { SessionUser } from '@shop/contract/auth';
import { KeyRoundIcon, LogOutIcon, UserIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { toast } from '#web/components/ui/toast.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import { initialOf } from '#web/app/shop-shell/account-initial.ts';

export function AccountMenu({ user }: { user: SessionUser }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const initial = initialOf(user);

  async function onLogout() {
    const answer = await logout();
    if (!answer.success && answer.status !== 401) {
      toast({ title: answer.message ?? 'Could not log out', variant: 'destructive' });
      return;
    }
    await navigate('/shop/home');
  }

  return (
    <DropdownMenu>
      {/*
        A link to the account page (which has Logout) in the server's HTML, so the avatar works before the app runs or
        without it (decision 031); once the app runs, pressing it opens the menu instead of following the link.
      */}
      <DropdownMenuTrigger
        asChild
        role="button"
        aria-label={`Account menu for ${user.userName}`}
        className="inline-flex size-10 items-center justify-center rounded-full bg-foreground text-sm font-semibold text-background hover:bg-foreground/85"
      >
        <Link to="/shop/account" onClick={(event) => event.preventDefault()}>
          <span aria-hidden>{initial}</span>
        </Link>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        <DropdownMenuLabel className="truncate">Logged in as {user.userName}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/shop/account">
            <UserIcon aria-hidden />
            Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/auth/change-password">
            <KeyRoundIcon aria-hidden />
            Change Password
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void onLogout()}>
          <LogOutIcon aria-hidden />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
