import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { TCourse } from '../../../shared/courses';
import { recall, remember } from '../../components/device-memory';

/** The two ways Manage Accounts shows a course: the list with one student's account, or every student as a tile. */
export type TAccountsView = 'list' | 'class';

const courseMemoryKey = (teacher: string) => `classmint.accounts.course.${teacher}`;
const viewMemoryKey = (teacher: string) => `classmint.accounts.view.${teacher}`;

/**
 * The course, student and view chosen on Manage Accounts live in the address
 * (`?course={slug}&student={username}&view=class`), so a reload, the back button and links from
 * Manage Courses (`?student=`) all open the same view. The course and the view are also remembered
 * on this device for this teacher (issue 28): coming back from another tab, or opening the app the
 * next morning, finds the class where it was. A remembered choice is shown, not written into the
 * address: writing it after the courses arrive could undo a tab the teacher had tapped meanwhile.
 */
export function useAccountSelection(courses: readonly TCourse[] | undefined, teacher: string) {
  const [params, setParams] = useSearchParams();
  const studentParam = params.get('student');
  const courseParam = params.get('course');
  const viewParam = params.get('view');
  const list = courses ?? [];

  const byParam = courseParam ? list.find((c) => c.slug === courseParam || c._id === courseParam) : undefined;
  const byStudent = studentParam ? list.find((c) => c.students.some((s) => s.username === studentParam)) : undefined;
  const remembered = courseParam || studentParam ? null : recall(courseMemoryKey(teacher));
  const byMemory = remembered ? list.find((c) => c._id === remembered) : undefined;
  const onlyCourse = list.length === 1 ? list[0] : undefined;
  const course = byParam ?? byStudent ?? byMemory ?? (studentParam ? undefined : onlyCourse) ?? null;
  const view: TAccountsView =
    viewParam === 'class' || viewParam === 'list'
      ? viewParam
      : recall(viewMemoryKey(teacher)) === 'class' && !studentParam
        ? 'class'
        : 'list';

  // Remembered whatever chose it (the address, a link, this device), for the next bare address.
  const courseId = course?._id ?? null;
  useEffect(() => {
    if (courseId) remember(courseMemoryKey(teacher), courseId);
  }, [courseId, teacher]);

  const selectCourse = (id: string) => {
    const next = list.find((c) => c._id === id);
    if (next) setParams(view === 'class' ? { course: next.slug, view } : { course: next.slug });
  };

  const selectStudent = (username: string, inCourse?: { slug: string } | null) => {
    const slug = inCourse?.slug ?? course?.slug;
    setParams(slug ? { course: slug, student: username } : { student: username });
  };

  const selectView = (next: TAccountsView) => {
    remember(viewMemoryKey(teacher), next);
    setParams(course ? { course: course.slug, view: next } : { view: next });
  };

  return { course, username: studentParam, view, selectCourse, selectStudent, selectView };
}
