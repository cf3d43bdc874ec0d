// Every test reads texts as the server does (src/server/i18n/text-host.ts): English unless a test
// asks for another language, with every translation loaded.
import { translationsLoaded } from '../../src/server/i18n/text-host';

await translationsLoaded();
