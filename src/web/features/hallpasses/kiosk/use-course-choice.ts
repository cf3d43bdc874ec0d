import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The course the board shows, kept in the address (`?courseId=`) so a bookmark or reload keeps it; null is all. */
export function useCourseChoice(): [string | null, (courseId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const courseId = params.get('courseId');
  const choose = useCallback(
    (next: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('courseId', next);
          else updated.delete('courseId');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [courseId || null, choose];
}
