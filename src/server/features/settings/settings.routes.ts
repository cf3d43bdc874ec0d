import * as zod from 'zod';
import { updateSettings } from '../../../shared/api/settings';
import { defineRoute, type Route } from '../../http/route';
import { ok } from '../../outcome';
import { says } from '../../../shared/messages';
import type { SettingsService } from './settings.service';
import { sharedText } from '../../../shared/texts';

// Any part of the settings may be sent; the merged whole is validated field by field by the service.
const ZSettingsEnvelope = zod.object({
  settings: zod
    .record(
      zod.string(),
      zod.unknown(),
      says(() => sharedText.t('required')),
    )
    .describe('Any part of the class settings'),
});

export function settingsRoutes(settings: SettingsService): Route[] {
  return [
    defineRoute(updateSettings, {
      summary: "Save the teacher's class settings (partial updates merge)",
      tag: 'settings',
      access: ['teacher'],
      bodyEnvelope: ZSettingsEnvelope,
      async handler({ actor, body }) {
        const result = await settings.update(actor.id, body.settings);
        return result.ok ? ok({ settings: result.value }) : result;
      },
    }),
  ];
}
