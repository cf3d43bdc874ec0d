import { useMutation } from '@tanstack/react-query';
import { updateUser } from '../../../shared/api/users';
import { callApi } from '../../api/client';

/** PUT /api/users/{username} with the class default password (seed 000 section 5). */
export function useResetStudentPassword() {
  return useMutation({
    mutationFn: ({ username, password }: { username: string; password: string }) =>
      callApi(updateUser, { params: { username }, body: { user: { password } } }),
  });
}
