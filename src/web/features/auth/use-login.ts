import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCurrentUser } from '../../../shared/user';
import { login } from '../../../shared/api/auth';
import { callApi } from '../../api/client';
import { authKeys } from '../../api/query-keys';
import { settleSignIn } from './settle-sign-in';

type TCredentials = { username: string; password: string };

/**
 * POST /api/users/login. The server also sets the HttpOnly session cookie; the token in the body
 * is dropped on purpose so no script in the page ever keeps it.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: TCredentials) => {
      const { user } = await callApi(login, { body: { user: credentials } });
      const { token: _token, ...currentUser } = user;
      return currentUser satisfies TCurrentUser;
    },
    onSuccess: (user) => {
      settleSignIn(user._id);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.currentUser(), user);
    },
  });
}
