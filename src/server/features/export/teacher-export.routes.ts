import { exportTeacherCsv } from '../../../shared/api/export';
import { defineRoute, type Route } from '../../http/route';
import { mapOutcome } from '../../outcome';
import type { TeacherExportService } from './teacher-export.service';

export function teacherExportRoutes(exporter: TeacherExportService): Route[] {
  return [
    defineRoute(exportTeacherCsv, {
      summary: "Download a teacher's students, balances and ledger as CSV (admin)",
      tag: 'teachers',
      access: ['admin'],
      async handler({ actor, params, reply }) {
        const result = await exporter.exportCsv(actor, params.username);
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's value, not a text
        if (result.ok) reply.header('content-disposition', `attachment; filename="${result.value.filename}"`);
        return mapOutcome(result, (file) => file.csv);
      },
    }),
  ];
}
