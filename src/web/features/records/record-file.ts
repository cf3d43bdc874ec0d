import type { TStudentRecord } from '../../../shared/privacy';

/** YYYY-MM-DD of an instant, on the device's calendar (the day the person sees on their clock). */
function localDay(iso: string): string {
  const date = new Date(iso);
  const day = Number.isNaN(date.getTime()) ? new Date() : date;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** `classmint-record-<username>-<YYYY-MM-DD>.json`, dated the day the record was read. */
export function recordFileName(record: {
  exportedAt: string;
  student: Pick<TStudentRecord['student'], 'username'>;
}): string {
  return `classmint-record-${record.student.username}-${localDay(record.exportedAt)}.json`;
}

/**
 * Saves the record already on screen as a JSON file (P41): from the data read, not a second read,
 * so the download is exactly what the page shows and adds nothing to the access log.
 */
export function downloadRecord(record: TStudentRecord): void {
  const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = recordFileName(record);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
