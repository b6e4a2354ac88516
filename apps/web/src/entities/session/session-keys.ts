// Owns the session's query key: who is signed in, read by every screen.
export const sessionKeys = {
  current: ['session'] as const,
};
