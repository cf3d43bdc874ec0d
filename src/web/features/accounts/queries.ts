import { useMutation } from '@tanstack/react-query';
import type { TStudentSummary } from '../../../shared/courses';
import { api } from '../../api/client';

/** PUT /api/users/{username} with the class default password (seed 000 section 5). */
export function useResetStudentPassword() {
  return useMutation({
    mutationFn: ({ username, password }: { username: string; password: string }) =>
      api.put<{ user: TStudentSummary }>(`/users/${encodeURIComponent(username)}`, { user: { password } }),
  });
}
