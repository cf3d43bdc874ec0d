import { importOneRoster } from '../../../shared/api/rosters';
import { formatNumber } from '../../../shared/number-format';
import { ROSTER_LIMITS } from '../../../shared/rosters';
import { defineUploadRoute, type Route } from '../../http/route';
import { mapOutcome } from '../../outcome';
import type { RostersService } from './rosters.service';
import { serverRostersText } from './texts';
import { FILE_FIELD } from './zip-reader';

/** P47: the admin's OneRoster upload, previewed or committed. */
export function rostersRoutes(rosters: RostersService): Route[] {
  return [
    defineUploadRoute(importOneRoster, {
      summary: 'Preview (commit=false) or apply (commit=true) a OneRoster 1.1 CSV zip (admin)',
      tag: 'rosters',
      access: ['admin'],
      maxBytes: ROSTER_LIMITS.uploadBytes,
      field: FILE_FIELD,
      // Read when the upload is refused, in the language of the admin who sent it.
      messages: {
        tooLarge: () =>
          serverRostersText.t('uploadTooLarge', { size: formatNumber(ROSTER_LIMITS.uploadBytes / (1024 * 1024)) }),
        notAZip: () => serverRostersText.t('uploadNotZip'),
        empty: () => serverRostersText.t('uploadEmpty'),
      },
      handler: async ({ actor, body, query }) =>
        mapOutcome(await rosters.importOneRoster(actor, body, query.commit === 'true'), (roster) => ({ roster })),
    }),
  ];
}
