import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteTask, listTasks, updateTask } from '../../../shared/api/tasks';
import { callApi } from '../../api/client';
import { refreshCourses } from '../courses/queries';

export const taskKeys = {
  all: ['tasks'] as const,
  forCourse: (courseId: string) => [...taskKeys.all, 'course', courseId] as const,
};

export type TTaskUpdateValues = { title?: string; totalPoints?: number; multiplier?: number };

/** GET /api/tasks?courseId=: the course's assignments, for Manage Assignments. */
export function useTasks(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: taskKeys.forCourse(courseId),
    queryFn: async () => (await callApi(listTasks, { query: { courseId } })).tasks,
    enabled,
  });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, task }: { slug: string; task: TTaskUpdateValues }) =>
      callApi(updateTask, { params: { slug }, body: { task } }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.all }), refreshCourses(queryClient)]),
  });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => callApi(deleteTask, { params: { slug } }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.all }), refreshCourses(queryClient)]),
  });
}
