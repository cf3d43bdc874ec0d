import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMigrationResult, TTeacherSummary } from '../../../shared/teachers';
import { api } from '../../api/client';
import { teacherKeys } from '../../api/query-keys';

export type TTeacherCreate = {
  username: string;
  firstName: string;
  lastName: string;
  password: string;
  title: string;
};

export type TTeacherUpdate = {
  firstName?: string;
  lastName?: string;
  title?: string;
  password?: string;
  permissions?: { jukebox: boolean };
};

/** GET /api/users?role=teacher, already sorted by last name by the server. */
export function useTeachers() {
  return useQuery({
    queryKey: teacherKeys.list(),
    queryFn: async () => (await api.get<{ users: TTeacherSummary[] }>('/users?role=teacher')).users,
  });
}

export function useAddTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teacher: TTeacherCreate) =>
      api.post<{ user: TTeacherSummary }>('/users', { user: { ...teacher, role: 'teacher', permissions: { jukebox: false } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}

export function useUpdateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, user }: { username: string; user: TTeacherUpdate }) =>
      api.put<{ user: TTeacherSummary }>(`/users/${encodeURIComponent(username)}`, { user }),
    onSuccess: ({ user }) => {
      // Show the answer at once (the permission switch flips back otherwise), then refetch.
      queryClient.setQueryData<TTeacherSummary[]>(teacherKeys.list(), (list) =>
        list?.map((teacher) => (teacher.username === user.username ? user : teacher)),
      );
      return queryClient.invalidateQueries({ queryKey: teacherKeys.all });
    },
  });
}

export function useDeleteTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => api.delete<void>(`/users/teacher/${encodeURIComponent(username)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}

/** P27: data migrations for teachers, then students; both reports are shown. */
export function useRunMigration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<TMigrationResult[]> => {
      const teachers = await api.put<{ migration: TMigrationResult }>('/migration/run?role=teacher');
      const students = await api.put<{ migration: TMigrationResult }>('/migration/run?role=student');
      return [teachers.migration, students.migration];
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}

export type TResettableRole = 'student' | 'teacher';

/** PUT /api/users/reset?role=: everyone of that role sees What's New again. */
export function useResetViewedChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: TResettableRole) =>
      api.put<{ reset: { role: TResettableRole; count: number } }>(`/users/reset?role=${role}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}
