import { DEFAULT_DESTINATION, passEndsAt } from './hallpasses';
import { hallText } from './hall-texts/texts';
import { currentLocales } from './i18n/catalogue';
import { discountedPrice, primeDiscountPercent } from './pricing';
import type { TSettings } from './settings';

type HallpassSettings = TSettings['hallpass'];
export type TDestination = HallpassSettings['destinations'][number];

/**
 * The destinations a student picks from (P48). A teacher who lists none keeps the seed's one:
 * restroom at `purchaseAmount`, no approval, no limit of its own.
 */
export function destinationsOf(hallpass: HallpassSettings): TDestination[] {
  if (hallpass.destinations.length > 0) return hallpass.destinations;
  return [{ name: DEFAULT_DESTINATION, cost: hallpass.purchaseAmount, needsApproval: false, maxOut: 0 }];
}

/**
 * A destination as a person reads it: the default one (stored as `restroom`, the seed's word) in the
 * reader's language ("baño"); any other as the teacher wrote it (Spanish review 1.1).
 */
export function destinationLabel(name: string): string {
  return name === DEFAULT_DESTINATION ? hallText.t('defaultDestination') : name;
}

/**
 * A destination a teacher typed, as it is stored: the default's word in their language ("baño",
 * what they were shown) is the default's own, so every reader reads it in theirs. The seed's own
 * word keeps the teacher's spelling ("Restroom", perhaps a listed destination of theirs).
 */
export function storedDestination(name: string): string {
  const typed = name.trim().toLowerCase();
  if (typed === DEFAULT_DESTINATION) return name;
  return typed === hallText.t('defaultDestination').toLowerCase() ? DEFAULT_DESTINATION : name;
}

/**
 * The destination a student asked for by name (case aside); none named is the only one, if one. A
 * teacher who lists none keeps the seed's rule: the student's destination is restroom, whatever is sent.
 */
export function findDestination(hallpass: HallpassSettings, name: string | undefined): TDestination | null {
  const list = destinationsOf(hallpass);
  if (hallpass.destinations.length === 0) return list[0]!;
  if (name === undefined || name.trim() === '') return list.length === 1 ? list[0]! : null;
  const wanted = name.trim().toLowerCase();
  // A kiosk or a page sends back the name as it showed it (the default's, in its reader's words).
  return list.find((d) => d.name.toLowerCase() === wanted || destinationLabel(d.name).toLowerCase() === wanted) ?? null;
}

/**
 * A student's price of a destination: its cost after the Prime hallpass discount (seed 000
 * section 9); free for a student with the pass accommodation (P48).
 */
export function destinationPrice(
  settings: Pick<TSettings, 'prime'>,
  destination: TDestination,
  hasPrime: boolean,
  accommodation: boolean,
): number {
  if (accommodation) return 0;
  return discountedPrice(destination.cost, primeDiscountPercent(settings, hasPrime, 'hallpassDiscount'));
}

/**
 * What a pass a teacher writes costs when the teacher leaves the price to the settings (issue 42):
 * a listed destination (case aside) at its own price, any other at `purchaseAmount`, each a
 * student's price (destinationPrice). The server charges it; Create hallpass offers it.
 */
export function teacherPassPrice(
  settings: Pick<TSettings, 'prime' | 'hallpass'>,
  destinationName: string,
  hasPrime: boolean,
  accommodation: boolean,
): number {
  const wanted = destinationName.trim().toLowerCase();
  const listed = settings.hallpass.destinations.find((d) => d.name.toLowerCase() === wanted);
  const destination = listed ?? { ...otherDestination(settings.hallpass), name: destinationName };
  return destinationPrice(settings, destination, hasPrime, accommodation);
}

/** A destination the teacher did not list: the base price, no approval, no limit of its own. */
export function otherDestination(hallpass: HallpassSettings): TDestination {
  return { name: '', cost: hallpass.purchaseAmount, needsApproval: false, maxOut: 0 };
}

/**
 * The time ('HH:MM') passes open again when `time` ('HH:MM', the teacher's day) falls in a blackout,
 * else null. Blackouts that touch or overlap read as one: the answer is when the last of them ends.
 */
export function blackoutUntil(blackouts: HallpassSettings['blackouts'], time: string): string | null {
  let until: string | null = null;
  let at = time;
  for (;;) {
    const covering = blackouts.filter((b) => b.from <= at && at < b.to);
    if (covering.length === 0) return until;
    const end = covering.reduce((latest, b) => (b.to > latest ? b.to : latest), covering[0]!.to);
    if (until !== null && end <= until) return until;
    until = end;
    at = end;
  }
}

/** '13:05' as people read it, in the reader's language: '1:05 PM' (P51). */
export function clockLabel(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const clock = new Intl.DateTimeFormat(currentLocales(), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  // ICU writes a narrow no-break space before AM/PM; people (and the seeds) read a plain space.
  return clock.format(new Date(Date.UTC(2000, 0, 1, h, m))).replace(/\u202f/g, ' ');
}

/** Whole minutes a pass came back after its minutes were up (under a minute late is on time). */
export function minutesOver(startedAt: Date, duration: number, returnedAt: Date): number {
  return Math.max(0, Math.floor((returnedAt.getTime() - passEndsAt(startedAt, duration).getTime()) / 60_000));
}

/** P48: the fine for a late return, `overtimeFinePerMinute` a minute up to `overtimeFineMax` (0: no cap). */
export function overtimeFine(hallpass: HallpassSettings, minutes: number): number {
  const fine = hallpass.overtimeFinePerMinute * minutes;
  return hallpass.overtimeFineMax > 0 ? Math.min(fine, hallpass.overtimeFineMax) : fine;
}
