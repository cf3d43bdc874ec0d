import * as zod from 'zod';
import { ZSettings, ZSettingsView } from '../settings';
import { defineEndpoint } from './endpoint';

/**
 * Any part of the class settings; the server merges it onto the stored ones and validates the
 * whole. Every field has a default, so the input form of the full schema reads "any part of it".
 */
export const updateSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/user/settings',
  body: zod.object({ settings: ZSettings }),
  bodyKey: 'settings',
  response: zod.object({ settings: ZSettingsView }),
});
