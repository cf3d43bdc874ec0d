import type { Actor, CoTaughtCourse, SessionAccount, SignedInPerson } from './actor';
import type { SubstituteSeat } from '../common/substitute-seats.queries';
import { serverHttpText } from './texts';
import { sharedText } from '../../shared/texts';
import { COURSE_HEADER_NAME } from '../../shared/acting-course';

/** The header an API client sends with the course a student acts in (P40); `?courseId=` does the same. */
export const COURSE_HEADER = COURSE_HEADER_NAME.toLowerCase();

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
  /** The person acting for themselves, in no class: what routes about the person alone act as. */
  person: Actor;
}

function asActor(person: SignedInPerson, account: SessionAccount | null, courseId: string | null): Actor {
  return {
    id: account?.id ?? person.id,
    personId: person.id,
    role: person.role,
    username: person.username,
    teacherId: account?.teacherId ?? null,
    courseId,
    coTeaching: false,
    substitute: null,
    dropped: account?.dropped ?? false,
    language: person.language,
    sessionTokenHash: person.sessionTokenHash,
  };
}

/** A course the request names that is not the person's to act in. */
export const notFoundCourse = (): ClassRefusal => ({ status: 404, errors: { course: [sharedText.t('notFound')] } });

/** The only course of an account, when it has exactly one. */
const onlyCourse = (account: SessionAccount): string | null =>
  account.courseIds.length === 1 ? (account.courseIds[0] ?? null) : null;

/**
 * Staff act as themselves, except a teacher naming a course another teacher shared with them
 * (P60, `shared`: looked up by the caller): they then act in it, in its teacher's economy (see
 * `Actor`).
 */
function actAsStaff(person: SignedInPerson, shared: CoTaughtCourse | null): Acting {
  const self = asActor(person, null, null);
  if (person.role !== 'teacher' || !shared) return { actor: self, refusal: null, person: self };
  const actor: Actor = { ...self, id: shared.teacherId, courseId: shared.courseId, coTeaching: true };
  return { actor, refusal: null, person: self };
}

/**
 * The class a student acts in (P40): the course they chose (`chosenCourseId`, from the header, the
 * query or the web app's kept course), else their only active account. Staff: `actAsStaff`, in
 * `shared`, the course the request named when it is shared with them.
 */
export function actInClass(
  person: SignedInPerson,
  chosenCourseId: string | null,
  shared: CoTaughtCourse | null = null,
): Acting {
  if (person.role !== 'student') return actAsStaff(person, shared);
  const self = asActor(person, null, null);
  if (chosenCourseId) {
    const account = person.accounts.find((a) => a.courseIds.includes(chosenCourseId));
    if (account) return { actor: asActor(person, account, chosenCourseId), refusal: null, person: self };
    return { actor: self, refusal: notFoundCourse(), person: self };
  }
  const active = person.accounts.filter((a) => !a.dropped);
  const [only] = active;
  if (only && active.length === 1) {
    return { actor: asActor(person, only, onlyCourse(only)), refusal: null, person: self };
  }
  if (active.length === 0) {
    // Dropped by every teacher (or by the only one): suspended, as before P40.
    const first = person.accounts[0] ?? null;
    const actor = { ...asActor(person, first, first ? onlyCourse(first) : null), dropped: true };
    return { actor, refusal: null, person: self };
  }
  return {
    actor: self,
    refusal: { status: 422, errors: { course: [serverHttpText.t('chooseClass')] } },
    person: self,
  };
}

/**
 * A substitute (P60) acts like a co-teacher of their code's course, in its teacher's economy, as
 * the name they gave; they are no person of the installation, so there is no "themselves" to act
 * as: routes about the person refuse them (admission.ts).
 */
export function actAsSubstitute(seat: SubstituteSeat): Acting {
  const actor: Actor = {
    id: seat.teacherId,
    personId: seat.teacherId,
    role: 'teacher',
    username: seat.name,
    teacherId: null,
    courseId: seat.courseId,
    coTeaching: true,
    substitute: seat.name,
    dropped: false,
    language: null,
    sessionTokenHash: seat.tokenHash,
  };
  return { actor, refusal: null, person: actor };
}
