import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { TCourse, TStudentSummary } from '../../../shared/courses';
import type { TStudentImportResult } from '../../../shared/students';
import { api, apiRequest } from '../../api/client';
import { courseKeys, ledgerKeys, taskKeys } from '../../api/query-keys';

export type TCourseValues = { name: string; period: number };
export type TStudentCreateValues = { username: string; firstName: string; lastName: string; password: string };
export type TStudentUpdateValues = { firstName?: string; lastName?: string; password?: string; dropped?: boolean };
export type TStudentImportRowValues = { username: string; firstName: string; lastName: string; password?: string };

const path = (value: string) => encodeURIComponent(value);

/**
 * Everything a student or course change can move: the course lists, and the accounts and economy
 * views of the Accounts page (names, who is dropped, who is in which course, balances).
 */
function refreshCourses(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
    queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  ]);
}

/** GET /api/courses, already sorted by period by the server (sorted again in case it isn't). */
export function useCourses() {
  return useQuery({
    queryKey: courseKeys.list(),
    queryFn: async () => {
      const { courses } = await api.get<{ courses: TCourse[] }>('/courses');
      return [...courses].sort((a, b) => a.period - b.period || a.name.localeCompare(b.name));
    },
  });
}

export function useAddCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (course: TCourseValues) => api.post<{ course: TCourse }>('/courses', { course }),
    onSuccess: () => refreshCourses(queryClient),
  });
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, course }: { slug: string; course: Partial<TCourseValues> }) =>
      api.put<{ course: TCourse }>(`/courses/${path(slug)}`, { course }),
    onSuccess: () => refreshCourses(queryClient),
  });
}

/** Removes the course with its students and assignments (P30 asks twice before). */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.delete<void>(`/courses/${path(slug)}`),
    onSuccess: () =>
      Promise.all([refreshCourses(queryClient), queryClient.invalidateQueries({ queryKey: taskKeys.all })]),
  });
}

export function useAddStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, user }: { courseId: string; user: TStudentCreateValues }) =>
      api.post<{ user: TStudentSummary }>(`/users?courseId=${path(courseId)}`, { user }),
    onSuccess: () => refreshCourses(queryClient),
  });
}

/** Edit, drop, reinstate and reset password are all `PUT /api/users/{username}`. */
export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, user }: { username: string; user: TStudentUpdateValues }) =>
      api.put<{ user: TStudentSummary }>(`/users/${path(username)}`, { user }),
    onSuccess: () => refreshCourses(queryClient),
  });
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => api.delete<void>(`/users/student/${path(username)}`),
    onSuccess: () =>
      Promise.all([refreshCourses(queryClient), queryClient.invalidateQueries({ queryKey: taskKeys.all })]),
  });
}

/** Seed 001 section 4: moving is unenroll from the current course, then enroll in the target. */
export function useMoveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, from, to }: { username: string; from: string; to: string }) => {
      await apiRequest<{ course: TCourse }>('DELETE', `/courses/${path(from)}/enroll`, {
        course: { usernames: [username], slug: from },
      });
      return apiRequest<{ course: TCourse }>('POST', `/courses/${path(to)}/enroll`, {
        course: { usernames: [username], slug: to },
      });
    },
    // Even a half-done move (left one course, refused by the other) must show as it now stands.
    onSettled: () =>
      Promise.all([refreshCourses(queryClient), queryClient.invalidateQueries({ queryKey: taskKeys.all })]),
  });
}

export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ courseId, users }: { courseId: string; users: TStudentImportRowValues[] }) =>
      (await api.post<{ import: TStudentImportResult }>(`/users/import?courseId=${path(courseId)}`, { users })).import,
    onSuccess: () => refreshCourses(queryClient),
  });
}
