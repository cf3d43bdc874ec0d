import { COURSE_COOKIE } from '../../../shared/acting-course';

// A year: a student's classes last the school year; a choice that is no longer theirs is ignored.
const KEEP_SECONDS = 365 * 24 * 60 * 60;
// eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie attribute
const SECURE_ATTRIBUTE = '; Secure';

/**
 * Keeps the class a student acts in on this device (P40), in a cookie every request carries: the
 * app's reads, its event stream, and the page's own HTML with its first data all act in it. Not a
 * secret (it names a course), so readable here; `SameSite=Strict` as the session's.
 */
export function keepClass(courseId: string): void {
  const secure = window.location.protocol === 'https:' ? SECURE_ATTRIBUTE : '';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, not a text
  document.cookie = `${COURSE_COOKIE}=${encodeURIComponent(courseId)}; Path=/; Max-Age=${KEEP_SECONDS}; SameSite=Strict${secure}`;
}
