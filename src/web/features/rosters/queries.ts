import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importOneRoster } from '../../../shared/api/rosters';
import { callApi } from '../../api/client';
import { courseKeys, teacherKeys } from '../../api/query-keys';

/**
 * P47: sends the roster's zip as it is, for a preview (nothing saved) or a commit. The file is
 * read again for the commit, so what is committed is the file the admin chose and previewed.
 */
export function useRosterImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, commit }: { file: File; commit: boolean }) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      return (await callApi(importOneRoster, { query: { commit: commit ? 'true' : 'false' }, body: bytes })).roster;
    },
    onSuccess: async (roster) => {
      // Manage Teachers shows the teachers, their courses and their students' counts.
      if (roster.committed) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
          queryClient.invalidateQueries({ queryKey: courseKeys.all }),
        ]);
      }
    },
  });
}
