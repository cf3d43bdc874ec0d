/* eslint-disable lingui/no-unlocalized-strings -- the restore command's messages (scripts/restore.ts), read at a terminal by whoever runs the server, in English like its log */
import { MAX_LINE_CHARS } from './cell-limits';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupFileError,
  LAYOUT,
  type TBackupHeader,
  type TBackupTableHeader,
  type TBackupValue,
} from './format';

/** What reading a backup file yields, in file order (format.ts describes the layout). */
export type BackupPart =
  | { kind: 'table'; table: TBackupTableHeader }
  | { kind: 'row'; row: TBackupValue[]; chars: number }
  | { kind: 'tableEnd' }
  | { kind: 'footer'; rowCounts: Record<string, number> };

/**
 * The text's lines, read as it arrives: never more than one chunk and one line in memory, and no
 * line longer than MAX_LINE_CHARS (a hand-made file's giant cell is refused as it comes, not held).
 * A line's pieces wait in a list and are joined once it ends: each chunk is searched once, so a
 * long line costs its length, not its square.
 */
async function* linesOf(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let pieces: string[] = [];
  let pending = 0;
  let lineNumber = 1;
  const take = (text: string) => {
    pieces.push(text);
    pending += text.length;
    if (pending > MAX_LINE_CHARS) {
      throw new BackupFileError(
        `The backup file is damaged: line ${lineNumber} is longer than any backup writes (${MAX_LINE_CHARS.toLocaleString('en-US')} characters at most).`,
      );
    }
  };
  const line = () => {
    const whole = pieces.join('');
    pieces = [];
    pending = 0;
    lineNumber++;
    return whole;
  };
  for await (const chunk of chunks) {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let end = text.indexOf('\n');
    while (end >= 0) {
      take(text.slice(0, end));
      yield line();
      text = text.slice(end + 1);
      end = text.indexOf('\n');
    }
    if (text.length > 0) take(text);
  }
  take(decoder.decode());
  if (pending > 0) yield line();
}

function parse<T>(text: string, what: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new BackupFileError(`The backup file is damaged: ${what} is not valid JSON.`);
  }
}

/**
 * Reads a backup's header (checking its format and version), then hands out its tables and rows one
 * at a time. The file is refused before anything is written when it is not a Classmint backup of
 * this format version.
 */
export async function openBackup(
  text: AsyncIterable<Buffer | string>,
): Promise<{ header: TBackupHeader; parts: AsyncGenerator<BackupPart> }> {
  const lines = linesOf(text);
  const first = await lines.next();
  const line = first.done ? '' : first.value;
  if (!line.startsWith('{') || !line.endsWith(LAYOUT.headerEnd)) {
    throw new BackupFileError('This is not a Classmint backup file (npm run backup writes them).');
  }
  const header = parse<Partial<TBackupHeader>>(`${line.slice(0, -LAYOUT.headerEnd.length)}}`, 'the header');
  if (header.format !== BACKUP_FORMAT) {
    throw new BackupFileError('This is not a Classmint backup file (npm run backup writes them).');
  }
  if (header.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(
      `This backup is in format version ${String(header.formatVersion)}; this Classmint reads version ${BACKUP_FORMAT_VERSION}. Restore it with the Classmint version that made it.`,
    );
  }
  if (!Array.isArray(header.schema?.migrations))
    throw new BackupFileError('The backup file is damaged: no schema version.');
  return { header: header as TBackupHeader, parts: partsOf(lines) };
}

async function* partsOf(lines: AsyncGenerator<string>): AsyncGenerator<BackupPart> {
  let inTable = false;
  let lineNumber = 1;
  for await (const raw of lines) {
    lineNumber++;
    const line = raw.startsWith(',') ? raw.slice(1) : raw;
    if (inTable && line.startsWith('[')) {
      const row = parse<unknown>(line, `line ${lineNumber}`);
      if (!Array.isArray(row)) throw new BackupFileError(`The backup file is damaged at line ${lineNumber}.`);
      yield { kind: 'row', row: row as TBackupValue[], chars: line.length };
    } else if (inTable && line === LAYOUT.tableEnd) {
      inTable = false;
      yield { kind: 'tableEnd' };
    } else if (!inTable && line.startsWith('{') && line.endsWith(LAYOUT.rowsStart)) {
      const table = parse<TBackupTableHeader>(`${line.slice(0, -LAYOUT.rowsStart.length)}}`, `line ${lineNumber}`);
      if (typeof table.name !== 'string' || !Array.isArray(table.columns)) {
        throw new BackupFileError(`The backup file is damaged at line ${lineNumber}.`);
      }
      inTable = true;
      yield { kind: 'table', table };
    } else if (!inTable && line.startsWith(LAYOUT.footerStart)) {
      const footer = parse<{ rowCounts?: Record<string, number>; complete?: boolean }>(
        `{"rowCounts":${line.slice(LAYOUT.footerStart.length)}`,
        'the last line',
      );
      if (footer.complete !== true || !footer.rowCounts) throw new BackupFileError('The backup file is incomplete.');
      yield { kind: 'footer', rowCounts: footer.rowCounts };
      return;
    } else if (line.length > 0) {
      throw new BackupFileError(`The backup file is damaged at line ${lineNumber}.`);
    }
  }
  throw new BackupFileError('The backup file is incomplete: it ends before its last line (was it cut short?).');
}
