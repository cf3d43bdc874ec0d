import { FIRST_DATA_ELEMENT_ID } from '../../shared/first-data';

/** An answer the page has before its first read asks: parsed from its HTML, or a request already on its way. */
export type TEarlyAnswer = { json: unknown } | { response: Promise<Response>; askedAt: number };

type TEarly = { answers: Map<string, TEarlyAnswer>; readAt: number | null };

let early: TEarly | null = null;

/** How long an answer asked for early waits for its first read (the page's code on a slow connection). */
const EARLY_ANSWER_LIFETIME_MS = 10_000;

function earlyAnswers(): TEarly {
  if (early) return early;
  early = { answers: new Map(), readAt: null };
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (element) {
    try {
      const byAddress = JSON.parse(element.textContent ?? '') as Record<string, unknown>;
      for (const [address, json] of Object.entries(byAddress)) early.answers.set(address, { json });
      const readAt = Number(element.dataset.readAt);
      if (Number.isInteger(readAt)) early.readAt = readAt;
    } catch {
      // Not readable: the app asks the API, as it would without them.
    }
    element.remove();
  }
  return early;
}

/**
 * The answer this GET address already has, given once: the server sent it with the page's HTML
 * (src/shared/first-data.ts), or the app asked for it while the page's code was still on its way
 * (`askEarly`, from first-reads.ts). The first read of a page opened directly then waits for no new request;
 * every later read (a refetch, the same page opened again) asks the API.
 */
export function takeEarlyAnswer(address: string): TEarlyAnswer | undefined {
  const { answers } = earlyAnswers();
  const answer = answers.get(address);
  answers.delete(address);
  // An answer the page asked for itself and did not take at once was not for a first read: it
  // would pass an older state for the current one.
  if (answer && 'askedAt' in answer && performance.now() - answer.askedAt > EARLY_ANSWER_LIFETIME_MS) return undefined;
  return answer;
}

/** Starts the GET requests of the addresses the page did not come with, for their first reads to take. */
export function askEarly(addresses: readonly string[]): void {
  const { answers } = earlyAnswers();
  for (const address of addresses) {
    if (answers.has(address)) continue;
    const response = fetch(address, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    // A failure is the first read's to report, when it takes this.
    response.catch(() => undefined);
    answers.set(address, { response, askedAt: performance.now() });
  }
}

/**
 * When the server read the answers sent with the page (its clock), or null when none came. The
 * page's live-update stream opens with `?since=` this, so an event after it is not missed.
 */
export function readAtOfAnswersSentWithPage(): number | null {
  return earlyAnswers().readAt;
}

/** At sign-out: an answer nobody took belongs to the person leaving, not to the next one in this tab. */
export function forgetEarlyAnswers(): void {
  early = { answers: new Map(), readAt: null };
}
