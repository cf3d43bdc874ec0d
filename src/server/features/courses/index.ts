/** Enrolment, used by the students feature when it adds or moves a student. */
export type { CoursesService } from './courses.service';
