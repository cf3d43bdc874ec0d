import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../api/api-error';
import { courseKeys } from '../../api/query-keys';
import { useRefusalWatch } from '../../api/use-refusal-watch';

/** A call naming a course that is no longer shared with the teacher: 404 `course` (P60). */
const isUnshared = (error: unknown) => error instanceof ApiError && error.status === 404 && 'course' in error.errors;

/**
 * Taken off a shared course while its page is open: the first of its calls refused for it (the
 * class view reads again every 30 seconds) reads the course list again, and the page, no longer
 * finding the course there, says so instead of showing errors section by section.
 */
export function useNoticeUnshared(): void {
  const queryClient = useQueryClient();
  const recheck = useCallback(() => void queryClient.invalidateQueries({ queryKey: courseKeys.all }), [queryClient]);
  useRefusalWatch(isUnshared, recheck);
}
