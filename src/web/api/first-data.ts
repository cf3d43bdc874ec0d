import { FIRST_DATA_ELEMENT_ID } from '../../shared/first-data';

let answers: Map<string, unknown> | null = null;

function sentWithThePage(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (element) {
    try {
      const byAddress = JSON.parse(element.textContent ?? '') as Record<string, unknown>;
      for (const [address, answer] of Object.entries(byAddress)) answers.set(address, answer);
    } catch {
      // Not readable: the app asks the API, as it would without them.
    }
    element.remove();
  }
  return answers;
}

/**
 * The answer the server sent with the page's HTML for this GET address (src/shared/first-data.ts),
 * given once: the first read of a page opened directly needs no request, and every later read (a
 * refetch, the same page opened again) asks the API.
 */
export function takeAnswerSentWithPage(address: string): unknown {
  const sent = sentWithThePage();
  const answer = sent.get(address);
  sent.delete(address);
  return answer;
}
