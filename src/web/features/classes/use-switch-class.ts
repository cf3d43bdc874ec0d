import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { keepClass } from './kept-class';

/**
 * Moves the student into another of their classes (P40): every answer the app holds belongs to the
 * class it was read in, so all are dropped and read again in the new one, the session first (its
 * `currentCourse`, Prime and class settings follow the class). The live-update stream reopens in
 * the new class (app-shell keys it on the class).
 */
export function useSwitchClass(): (courseId: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (courseId: string) => {
      keepClass(courseId);
      await queryClient.resetQueries();
    },
    [queryClient],
  );
}
