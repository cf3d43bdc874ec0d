/**
 * The cookie in which the web app keeps the class a student acts in (P40), per browser. The server
 * reads it after `X-Classmint-Course` and `?courseId=`; a course that is not the signed-in
 * student's (another student's choice on a shared device) is ignored by the calls about the person
 * and refused by the class calls, so the web app asks again.
 */
export const COURSE_COOKIE = 'classmint_course';
