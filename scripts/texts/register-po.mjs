import { register } from 'node:module';

/**
 * `tsx --import ./scripts/texts/register-po.mjs ...`: the process imports catalogue files (`.po`)
 * as their compiled messages, as Vite and the server's bundle do. For `npm run dev` and the
 * scripts that run the server's code from its sources.
 */
register('./po-hooks.mjs', import.meta.url);
