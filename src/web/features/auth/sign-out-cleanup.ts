import { createContext, useContext } from 'react';

/**
 * What other features keep in this browser for the signed-in person (the store's cart, P33), to be
 * forgotten at sign-out so the next person on a shared device starts clean. The composition root
 * (app.tsx) provides it, so auth depends on no other feature.
 */
export const SignOutCleanupContext = createContext<(() => void) | null>(null);

export function useSignOutCleanup(): () => void {
  const cleanup = useContext(SignOutCleanupContext);
  if (!cleanup) throw new Error('useSignOutCleanup needs a SignOutCleanupContext provider (app.tsx)');
  return cleanup;
}
