import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authKeys } from '../../api/query-keys';
import { LoadingScreen } from '../../components/LoadingScreen';
import { Logo } from '../../components/Logo';
import { QueryError } from '../../components/QueryStatus';
import { useCurrentUser } from './queries';
import { onSignOutElsewhere } from './session-end';
import { SignedInUserContext } from './use-signed-in-user';

/**
 * Renders its children only for a signed-in user, and gives them that user (useSignedInUser).
 * Nobody signed in goes to /login (seed 001 section 2), also when a session ends while the app is
 * open (a 401 sets the user to null; another tab's sign-out and the live stream's 'session-ended'
 * ask again), with the address to come back to; while the user loads the loading screen shows.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  const location = useLocation();
  const queryClient = useQueryClient();
  // Signing out in another tab ends this tab's session too (one cookie): ask who is signed in now.
  useEffect(
    () => onSignOutElsewhere(() => void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() })),
    [queryClient],
  );

  if (currentUser.isPending) return <LoadingScreen />;
  if (currentUser.isError) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Box sx={{ maxWidth: 420, textAlign: 'center' }}>
          <Logo size={56} />
          <QueryError query={currentUser} variant="contained" />
        </Box>
      </Box>
    );
  }
  if (!currentUser.data) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <SignedInUserContext.Provider value={currentUser.data}>{children}</SignedInUserContext.Provider>;
}
