import { Worker } from 'node:worker_threads';
import { currentLanguage } from '../../i18n/text-host';
import type { Outcome } from '../../outcome';
import type { ReadRoster } from './roster-rows';
import type { RosterParseRequest } from './roster-worker';

/**
 * Where the worker's code is: beside this module in the sources (TypeScript, run through tsx, as
 * the tests and `npm run dev` run the server), and beside the bundle in dist/server once built
 * (scripts/build.ts makes roster-worker.js its second entry point).
 */
function startWorker(): Worker {
  if (import.meta.url.endsWith('.ts')) {
    const source = new URL('./roster-worker.ts', import.meta.url).href;
    // Its code imports catalogue files (`.po`), which Node loads once this hook is in (docs/texts.md).
    const catalogueFiles = new URL('../../../../scripts/texts/register-po.mjs', import.meta.url).href;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- code for the worker to run, not a text
    const boot = `import(${JSON.stringify(catalogueFiles)}).then(() => import('tsx/esm/api')).then((api) => api.tsImport(${JSON.stringify(source)}, ${JSON.stringify(import.meta.url)}))`;
    return new Worker(boot, { eval: true });
  }
  return new Worker(new URL('./roster-worker.js', import.meta.url));
}

/** One roster read at a time: each may hold a few hundred megabytes while it reads. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Reads a roster's zip into people, classes and enrolments (or a refusal keyed `file`) on a worker
 * thread, so the request thread keeps answering everyone else meanwhile. The worker ends with its
 * answer; a fault in it (out of memory, a bug) rejects, and the request answers 500.
 */
export function parseRosterOffThread(zip: Buffer): Promise<Outcome<ReadRoster>> {
  const language = currentLanguage();
  const turn = queue.then(() => parseIn(zip, language));
  queue = turn.catch(() => undefined);
  return turn;
}

function parseIn(zip: Buffer, language: RosterParseRequest['language']): Promise<Outcome<ReadRoster>> {
  return new Promise((resolve, reject) => {
    const worker = startWorker();
    let answered = false;
    worker.once('message', (read: Outcome<ReadRoster>) => {
      answered = true;
      resolve(read);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the roster worker stopped (exit code ${code}) before answering`));
    });
    // A copy of the bytes, handed over rather than copied again.
    const bytes = new ArrayBuffer(zip.byteLength);
    zip.copy(new Uint8Array(bytes));
    const request: RosterParseRequest = { zip: new Uint8Array(bytes), language };
    worker.postMessage(request, [bytes]);
  });
}
