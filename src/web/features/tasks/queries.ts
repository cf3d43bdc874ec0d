import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTask } from '../../../shared/assessments';
import { api } from '../../api/client';
import { refreshCourses } from '../courses/queries';

export const taskKeys = {
  all: ['tasks'] as const,
  forCourse: (courseId: string) => [...taskKeys.all, 'course', courseId] as const,
};

export type TTaskUpdateValues = { title?: string; totalPoints?: number; multiplier?: number };

const path = (value: string) => encodeURIComponent(value);

/** GET /api/tasks?courseId=: the course's assignments, for Manage Assignments. */
export function useTasks(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: taskKeys.forCourse(courseId),
    queryFn: async () => (await api.get<{ tasks: TTask[] }>(`/tasks?courseId=${path(courseId)}`)).tasks,
    enabled,
  });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, task }: { slug: string; task: TTaskUpdateValues }) =>
      api.put<{ task: TTask }>(`/tasks/${path(slug)}`, { task }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.all }), refreshCourses(queryClient)]),
  });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.delete<void>(`/tasks/${path(slug)}`),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.all }), refreshCourses(queryClient)]),
  });
}
