import type { Actor, SessionAccount, SignedInPerson } from './actor';
import { serverHttpText } from './texts';
import { sharedText } from '../../shared/texts';

/** The header an API client sends with the course a student acts in (P40); `?courseId=` does the same. */
export const COURSE_HEADER = 'x-classmint-course';

export interface ClassRefusal {
  status: number;
  errors: Record<string, string[]>;
}

/**
 * Who a request acts for, and why it can't act in a class when it can't: `refusal` is answered by
 * routes that act in a class; routes about the person alone (their session, their profile) ignore it
 * and act as the person.
 */
export interface Acting {
  actor: Actor;
  refusal: ClassRefusal | null;
}

function asActor(person: SignedInPerson, account: SessionAccount | null, courseId: string | null): Actor {
  return {
    id: account?.id ?? person.id,
    personId: person.id,
    role: person.role,
    username: person.username,
    teacherId: account?.teacherId ?? null,
    courseId,
    dropped: account?.dropped ?? false,
    language: person.language,
    sessionTokenHash: person.sessionTokenHash,
  };
}

/** The only course of an account, when it has exactly one. */
const onlyCourse = (account: SessionAccount): string | null =>
  account.courseIds.length === 1 ? (account.courseIds[0] ?? null) : null;

/**
 * The class a student acts in (P40): the course they chose (`chosenCourseId`, from the header or the
 * query), else their only active account. Staff act as themselves whatever is sent.
 */
export function actInClass(person: SignedInPerson, chosenCourseId: string | null): Acting {
  if (person.role !== 'student') return { actor: asActor(person, null, null), refusal: null };
  if (chosenCourseId) {
    const account = person.accounts.find((a) => a.courseIds.includes(chosenCourseId));
    if (account) return { actor: asActor(person, account, chosenCourseId), refusal: null };
    return {
      actor: asActor(person, null, null),
      refusal: { status: 404, errors: { course: [sharedText.t('notFound')] } },
    };
  }
  const active = person.accounts.filter((a) => !a.dropped);
  const [only] = active;
  if (only && active.length === 1) return { actor: asActor(person, only, onlyCourse(only)), refusal: null };
  if (active.length === 0) {
    // Dropped by every teacher (or by the only one): suspended, as before P40.
    const first = person.accounts[0] ?? null;
    const actor = { ...asActor(person, first, first ? onlyCourse(first) : null), dropped: true };
    return { actor, refusal: null };
  }
  return {
    actor: asActor(person, null, null),
    refusal: { status: 422, errors: { course: [serverHttpText.t('chooseClass')] } },
  };
}
