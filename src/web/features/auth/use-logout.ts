import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { logout } from '../../../shared/api/auth';
import { callApi } from '../../api/client';
import { authKeys } from '../../api/query-keys';
import { useSignOutCleanup } from './sign-out-cleanup';

/**
 * POST /api/users/logout, then forget everything this browser held for the user: cached server
 * data and the stored cart (P33). Local state is cleared even if the call fails, so a shared
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
      void navigate('/login', { replace: true });
    },
  });
}
