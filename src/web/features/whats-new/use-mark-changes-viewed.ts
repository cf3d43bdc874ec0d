import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateOwnAccount } from '../../../shared/api/account';
import { callApi } from '../../api/client';
import { authKeys } from '../../api/query-keys';

/** Seed 001 section 4: closing What's New saves viewedChanges true on the user. */
export function useMarkChangesViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(updateOwnAccount, { body: { user: { viewedChanges: true } } }),
    onSuccess: ({ user }) => queryClient.setQueryData(authKeys.currentUser(), user),
  });
}
