import { FIRST_DATA_ELEMENT_ID } from '../../shared/first-data';

type TSentWithPage = { answers: Map<string, unknown>; readAt: number | null };

let sent: TSentWithPage | null = null;

function sentWithThePage(): TSentWithPage {
  if (sent) return sent;
  sent = { answers: new Map(), readAt: null };
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (element) {
    try {
      const byAddress = JSON.parse(element.textContent ?? '') as Record<string, unknown>;
      for (const [address, answer] of Object.entries(byAddress)) sent.answers.set(address, answer);
      const readAt = Number(element.dataset.readAt);
      if (Number.isInteger(readAt)) sent.readAt = readAt;
    } catch {
      // Not readable: the app asks the API, as it would without them.
    }
    element.remove();
  }
  return sent;
}

/**
 * The answer the server sent with the page's HTML for this GET address (src/shared/first-data.ts),
 * given once: the first read of a page opened directly needs no request, and every later read (a
 * refetch, the same page opened again) asks the API.
 */
export function takeAnswerSentWithPage(address: string): unknown {
  const { answers } = sentWithThePage();
  const answer = answers.get(address);
  answers.delete(address);
  return answer;
}

/**
 * When the server read the answers sent with the page (its clock), or null when none came. The
 * page's live-update stream opens with `?since=` this, so an event after it is not missed.
 */
export function readAtOfAnswersSentWithPage(): number | null {
  return sentWithThePage().readAt;
}

/** At sign-out: an answer nobody took belongs to the person leaving, not to the next one in this tab. */
export function forgetAnswersSentWithPage(): void {
  sent = { answers: new Map(), readAt: null };
}
