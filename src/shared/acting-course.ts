/**
 * The cookie in which the web app keeps the class a student acts in (P40), per browser. The server
 * reads it after `X-Classmint-Course` and `?courseId=`; a course that is not the signed-in
 * student's (another student's choice on a shared device) is ignored by the calls about the person
 * and refused by the class calls, so the web app asks again.
 */
export const COURSE_COOKIE = 'classmint_course';

/** The header a client names the course a request acts in with (P40, P60); `?courseId=` does the same. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's name
export const COURSE_HEADER_NAME = 'X-Classmint-Course';
