import * as zod from 'zod';
import { ZRosterResult } from '../rosters';
import { says } from '../messages';
import { sharedText } from '../texts';
import { defineEndpoint } from './endpoint';

/**
 * P47: a OneRoster 1.1 CSV zip (the request body itself, `application/zip`), previewed with
 * `?commit=false` (the default: nothing is saved) or applied with `?commit=true`; admin only.
 */
export const importOneRoster = defineEndpoint({
  method: 'POST',
  path: '/api/rosters/oneroster',
  query: zod.object({ commit: zod.enum(['true', 'false']).optional() }),
  body: zod.custom<Uint8Array>(
    (value) => value instanceof Uint8Array,
    says(() => sharedText.t('rosterZip')),
  ),
  requestContentType: 'application/zip',
  response: zod.object({ roster: ZRosterResult }),
});
