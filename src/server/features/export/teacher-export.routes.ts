import { defineRoute, type Route } from '../../http/route';
import { mapOutcome } from '../../outcome';
import { ZUsernameParams } from '../teachers';
import type { TeacherExportService } from './teacher-export.service';

export function teacherExportRoutes(exporter: TeacherExportService): Route[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/users/teacher/:username/export',
      summary: "Download a teacher's students, balances and ledger as CSV (admin)",
      tag: 'teachers',
      access: ['admin'],
      params: ZUsernameParams,
      async handler({ params, reply }) {
        const result = await exporter.exportCsv(params.username);
        if (result.ok) {
          reply.header('content-type', 'text/csv; charset=utf-8');
          reply.header('content-disposition', `attachment; filename="${result.value.filename}"`);
        }
        return mapOutcome(result, (file) => file.csv);
      },
    }),
  ];
}
