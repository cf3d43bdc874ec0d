import { parentPort } from 'node:worker_threads';
import type { TLanguage } from '../../../shared/i18n/languages';
import { inLanguage, translationsLoaded } from '../../i18n/text-host';
import { readRoster } from './roster-rows';
import { readRosterZip } from './zip-reader';

/**
 * The roster's reading, on a worker thread (issue 42): inflating and parsing up to 128 MB of CSV
 * takes seconds of CPU, which on the request thread would stall every other request of the school.
 * Receives the zip's bytes and the language of the admin who sent it (the problems and refusals are
 * worded in it); answers the read roster or the refusal, as `readRoster` does.
 */
export interface RosterParseRequest {
  zip: Uint8Array;
  language: TLanguage;
}

const port = parentPort;
if (port) {
  port.once('message', (request: RosterParseRequest) => {
    void (async () => {
      // The Spanish catalogues arrive asynchronously: a refusal read before them would be English.
      await translationsLoaded();
      const read = await inLanguage(request.language, async () => {
        const files = await readRosterZip(
          Buffer.from(request.zip.buffer, request.zip.byteOffset, request.zip.byteLength),
        );
        return files.ok ? readRoster(files.value) : files;
      });
      port.postMessage(read);
    })();
  });
}
