// Owns the letter on a signed-in shopper's avatar: the first of their name.
import type { SessionUser } from '@shop/contract/auth';

export const initialOf = (user: Pick<SessionUser, 'userName'>) => (user.userName.trim()[0] ?? '?').toUpperCase();
