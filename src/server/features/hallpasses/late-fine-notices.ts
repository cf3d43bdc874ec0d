import { formatPoints } from '../../../shared/scoring';
import type { TakenAtMost } from '../../economy';
import { storedText, type TStoredText, type TStoredValue } from '../../i18n/stored-text';
import type { NewNotification } from '../notifications';
import type { PassRow } from './hallpasses.queries';
import { serverHallText } from './texts';

interface LateFine extends TakenAtMost {
  description: TStoredText;
  destination: TStoredValue;
  minutes: number;
}

/**
 * Who hears of a late return's fine (P48, issue 42): the student, of what was taken from them (nothing
 * taken, nothing to tell); their teacher, always, of the fine and what the balance allowed, since the
 * rule charged without anyone pressing. The teacher's notice names the student (their own student;
 * erasure removes a teacher's notices that name a student, P42); the student's names nobody.
 */
export function lateFineNotices(
  pass: Pick<PassRow, 'studentId' | 'teacherId'>,
  student: { firstName: string; lastName: string },
  fine: LateFine,
): NewNotification[] {
  const notices: NewNotification[] = [];
  if (fine.taken > 0) {
    notices.push({
      userId: pass.studentId,
      type: 'info',
      title: storedText(serverHallText, 'fineTitle'),
      content: storedText(serverHallText, 'fineContent', {
        description: fine.description,
        points: formatPoints(fine.taken),
      }),
      transactionId: fine.entryId,
    });
  }
  const about = {
    student: `${student.firstName} ${student.lastName}`.trim(),
    destination: fine.destination,
    minutes: fine.minutes,
  };
  notices.push({
    userId: pass.teacherId,
    type: 'info',
    title: storedText(serverHallText, 'lateFineTeacherTitle'),
    content:
      fine.taken === fine.due
        ? storedText(serverHallText, 'lateFineTeacher', { ...about, points: formatPoints(fine.taken) })
        : storedText(serverHallText, 'lateFineTeacherCapped', {
            ...about,
            due: formatPoints(fine.due),
            taken: formatPoints(fine.taken),
          }),
  });
  return notices;
}
