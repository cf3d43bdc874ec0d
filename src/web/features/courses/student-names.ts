import { compareText } from '../../components/compare-text';
import { courseLabelsText } from './labels/texts';

type TNamed = { firstName: string; lastName: string; username: string };

/** 'Last, First' as the student lists show them (seed 000 section 2). */
export function lastNameFirst(student: TNamed): string {
  return [student.lastName, student.firstName].filter((part) => part !== '').join(', ');
}

export function fullName(student: Pick<TNamed, 'firstName' | 'lastName'>): string {
  return `${student.firstName} ${student.lastName}`.trim();
}

export function initialsOf(student: Pick<TNamed, 'firstName' | 'lastName'>): string {
  return `${student.firstName.charAt(0)}${student.lastName.charAt(0)}`.toUpperCase();
}

/** Students by last name, then first name, then number (seed 001 section 4). */
export function byLastName(a: TNamed, b: TNamed): number {
  return (
    compareText(a.lastName, b.lastName) || compareText(a.firstName, b.firstName) || compareText(a.username, b.username)
  );
}

export function periodLabel(course: { period: number; name: string }): string {
  return courseLabelsText.t('periodName', { period: course.period, name: course.name });
}

type TLabelledCourse = { _id: string; period: number; name: string; students: readonly { dropped: boolean }[] };

/**
 * A label per course id that tells every course apart in a picker. 'Period n · Name' is unique for
 * courses made since a period is refused twice; two older courses that share both get their student
 * count, and a number when even that is the same.
 */
export function distinctCourseLabels(courses: readonly TLabelledCourse[]): Map<string, string> {
  const countBy = <T>(items: readonly T[], key: (item: T) => string) => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    return counts;
  };
  const active = (course: TLabelledCourse) => course.students.filter((s) => !s.dropped).length;
  const withCount = (course: TLabelledCourse) =>
    courseLabelsText.t('labelWithCount', { label: periodLabel(course), count: active(course) });
  const plain = countBy(courses, periodLabel);
  const labels = courses.map((course) =>
    (plain.get(periodLabel(course)) ?? 0) > 1 ? withCount(course) : periodLabel(course),
  );
  const counted = countBy(labels, (label) => label);
  const seen = new Map<string, number>();
  const result = new Map<string, string>();
  courses.forEach((course, i) => {
    const label = labels[i] ?? periodLabel(course);
    if ((counted.get(label) ?? 0) > 1) {
      const n = (seen.get(label) ?? 0) + 1;
      seen.set(label, n);
      result.set(course._id, `${label} (${n})`);
    } else {
      result.set(course._id, label);
    }
  });
  return result;
}
