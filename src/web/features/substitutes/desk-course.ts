import { createContext, useContext } from 'react';
import { COURSE_HEADER_NAME } from '../../../shared/acting-course';

/**
 * Whose desk the class view is (P60). A substitute's (`null`): their session names the course.
 * A co-teacher's: the course shared with them, named on every call (`X-Classmint-Course`), since
 * without it a teacher acts in their own class.
 */
export const DeskCourseContext = createContext<string | null>(null);

export function useDeskCourse(): { key: string; headers: Record<string, string> | undefined } {
  const courseId = useContext(DeskCourseContext);
  return courseId === null
    ? { key: 'sub', headers: undefined }
    : { key: courseId, headers: { [COURSE_HEADER_NAME]: courseId } };
}
