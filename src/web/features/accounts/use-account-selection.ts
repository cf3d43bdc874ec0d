import { useSearchParams } from 'react-router';
import type { TCourse } from '../../../shared/courses';

/**
 * The course and student chosen on Manage Accounts live in the URL (`?course={slug}&student={username}`),
 * so a reload, the back button and links from Manage Courses (`?student=`) all open the same view.
 */
export function useAccountSelection(courses: readonly TCourse[] | undefined) {
  const [params, setParams] = useSearchParams();
  const studentParam = params.get('student');
  const courseParam = params.get('course');
  const list = courses ?? [];

  const byParam = courseParam ? list.find((c) => c.slug === courseParam || c._id === courseParam) : undefined;
  const byStudent = studentParam ? list.find((c) => c.students.some((s) => s.username === studentParam)) : undefined;
  const onlyCourse = list.length === 1 ? list[0] : undefined;
  const course = byParam ?? byStudent ?? (studentParam ? undefined : onlyCourse) ?? null;

  const selectCourse = (courseId: string) => {
    const next = list.find((c) => c._id === courseId);
    if (next) setParams({ course: next.slug });
  };

  const selectStudent = (username: string, inCourse?: { slug: string } | null) => {
    const slug = inCourse?.slug ?? course?.slug;
    setParams(slug ? { course: slug, student: username } : { student: username });
  };

  return { course, username: studentParam, selectCourse, selectStudent };
}
