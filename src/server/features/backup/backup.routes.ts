import { downloadBackup } from '../../../shared/api/backup';
import { type Clock, localDate, type TTimeZone } from '../../common/clock';
import type { Database } from '../../db/client';
import { defineDownloadRoute, type Route } from '../../http/route';
import { ok } from '../../outcome';
import { backupForDownload } from './backup-stream';
import { logAccess } from '../privacy';

export function backupRoutes(database: Database, clock: Clock, timeZone: TTimeZone): Route[] {
  return [
    defineDownloadRoute(downloadBackup, {
      summary: 'Download a backup of the whole installation (admin)',
      tag: 'teachers',
      access: ['admin'],
      async open({ actor }) {
        // P44: the file holds every student's data, so each of them has this download in their log.
        await logAccess(database.db, actor, 'backup', { allStudents: true });
        const date = localDate(clock.now(), timeZone);
        return ok({ filename: `classmint-backup-${date}.json.gz`, stream: await backupForDownload(database) });
      },
    }),
  ];
}
