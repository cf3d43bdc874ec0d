import { createContext, useContext } from 'react';
import { COURSE_HEADER_NAME } from '../../shared/acting-course';

/**
 * The course another teacher shared with the signed-in teacher that a part of the page acts in
 * (P60), or null for their own class. Without the course named (`X-Classmint-Course`) a teacher's
 * call acts in their own class, so every query and action under it sends the header, and keeps
 * its answers apart from the teacher's own (`course`, in the query keys).
 */
export const ActingCourseContext = createContext<string | null>(null);

export type TActingCourse = {
  /** The shared course's id, undefined in one's own class: what query keys add. */
  course: string | undefined;
  headers: Record<string, string> | undefined;
};

export function useActingCourse(): TActingCourse {
  const courseId = useContext(ActingCourseContext);
  return courseId === null
    ? { course: undefined, headers: undefined }
    : { course: courseId, headers: { [COURSE_HEADER_NAME]: courseId } };
}
