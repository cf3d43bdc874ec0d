import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { logout } from '../../../shared/api/auth';
import { callApi } from '../../api/client';
import { authKeys } from '../../api/query-keys';
import { forgetFormDrafts } from './form-draft';
import { announceSignOut, forgetSessionEnded } from './session-end';
import { useSignOutCleanup } from './sign-out-cleanup';

/**
 * POST /api/users/logout, then forget everything this browser held for the user: cached server
 * data, the stored cart (P33) and unsent form drafts; the browser's other tabs are told. Local state is cleared even if the call fails, so a shared
 * device never keeps showing the previous person's data.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const forgetLocalData = useSignOutCleanup();
  return useMutation({
    mutationFn: async () => {
      try {
        await callApi(logout);
      } catch (error) {
        // Already signed out on the server: nothing left to end.
        if (!(error instanceof ApiError && error.status === 401)) console.warn('Logout call failed', error);
      }
    },
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(authKeys.currentUser(), null);
      forgetLocalData();
      // Signed out on purpose: nothing typed stays behind, and the login page has nothing to explain.
      forgetFormDrafts();
      forgetSessionEnded();
      announceSignOut();
      void navigate('/login', { replace: true });
    },
  });
}
