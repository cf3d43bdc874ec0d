import { importOneRoster } from '../../../shared/api/rosters';
import { formatNumber } from '../../../shared/number-format';
import { ROSTER_LIMITS } from '../../../shared/rosters';
import { defineUploadRoute, type Route } from '../../http/route';
import { mapOutcome } from '../../outcome';
import type { RostersService } from './rosters.service';
import { FILE_FIELD } from './zip-reader';

const megabytes = formatNumber(ROSTER_LIMITS.uploadBytes / (1024 * 1024));

/** P47: the admin's OneRoster upload, previewed or committed. */
export function rostersRoutes(rosters: RostersService): Route[] {
  return [
    defineUploadRoute(importOneRoster, {
      summary: 'Preview (commit=false) or apply (commit=true) a OneRoster 1.1 CSV zip (admin)',
      tag: 'rosters',
      access: ['admin'],
      maxBytes: ROSTER_LIMITS.uploadBytes,
      field: FILE_FIELD,
      messages: {
        tooLarge: `is larger than ${megabytes} MB, more than a roster's zip holds. Check that it is the right file.`,
        notAZip: 'must be a OneRoster 1.1 CSV zip file, sent as application/zip.',
        empty: 'is empty. Choose the roster zip your student information system exported.',
      },
      handler: async ({ actor, body, query }) =>
        mapOutcome(await rosters.importOneRoster(actor, body, query.commit === 'true'), (roster) => ({ roster })),
    }),
  ];
}
