import yauzl from 'yauzl';
import { formatNumber } from '../../../shared/number-format';
import { ROSTER_FILES, ROSTER_LIMITS, type TRosterFile } from '../../../shared/rosters';
import { ok, type Outcome, refuse } from '../../outcome';
import { serverRostersText } from './texts';

/**
 * Reads the roster's CSV files out of an uploaded zip, refusing what could hurt the server or be
 * misread: more entries than a roster has, a name that is a path out of the zip (`../`, `/etc/x`,
 * `C:\`), a file or all files together past their limits once inflated (counted on the inflated
 * bytes as they come, so a zip bomb's small claims don't get it through), an encrypted or damaged
 * entry, and text that is not UTF-8. Only the known files at the top of the zip are inflated;
 * anything else (the OneRoster files Classmint doesn't read, a Mac's `__MACOSX/` folder) is
 * passed over unread.
 */

export type TRosterLimits = { [K in keyof typeof ROSTER_LIMITS]: number };

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${formatNumber(Math.round(bytes / MB))} MB`;

/** The field every refusal of the upload names: the web shows it as "file …". */
export const FILE_FIELD = 'file';

const refuseFile = (message: string) => refuse('INVALID', FILE_FIELD, message);

/**
 * A name is a path out of the zip when it starts at the root (`/x`, `C:\x`, `C:/x`), climbs with
 * `..`, or uses backslashes (Windows paths that some unzip tools follow).
 */
function isEscapingPath(name: string): boolean {
  return (
    name.includes('\\') || name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.split('/').some((p) => p === '..')
  );
}

/** What a name reads as for our checks: the zip's UTF-8 flag decides; otherwise only ASCII matters to us. */
function entryName(entry: yauzl.Entry): string {
  // Opened with `decodeStrings: false`, yauzl hands the raw bytes (its own validation of names is
  // then ours to do, above); @types/yauzl types the field as the decoded string only.
  const raw = entry.fileName as unknown as Buffer;
  return raw.toString(entry.generalPurposeBitFlag & 0x800 ? 'utf8' : 'latin1');
}

/** For a message: the name as sent, cut short and with control characters shown as '?'. */
function shown(name: string): string {
  // eslint-disable-next-line no-control-regex
  const printable = name.replace(/[\u0000-\u001f\u007f]/g, '?');
  return printable.length > 80 ? `${printable.slice(0, 80)}…` : printable;
}

const knownFile = (name: string): TRosterFile | undefined => ROSTER_FILES.find((file) => file === name.toLowerCase());

class Refusal extends Error {
  constructor(readonly text: string) {
    super(text);
  }
}

/** Inflates one entry, counting its bytes against the file's and the zip's limits as they arrive. */
async function inflate(
  zipfile: yauzl.ZipFile,
  entry: yauzl.Entry,
  file: TRosterFile,
  limits: TRosterLimits,
  readSoFar: number,
): Promise<Buffer> {
  const tooLarge = () => new Refusal(serverRostersText.t('fileTooLarge', { file, size: megabytes(limits.fileBytes) }));
  const allTooLarge = () => new Refusal(serverRostersText.t('allTooLarge', { size: megabytes(limits.totalBytes) }));
  // The zip's own claims first: a refusal without inflating anything.
  if (entry.uncompressedSize > limits.fileBytes) throw tooLarge();
  if (readSoFar + entry.uncompressedSize > limits.totalBytes) throw allTooLarge();

  const stream = await zipfile.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    // yauzl also fails the stream when the inflated bytes differ from the claim (validateEntrySizes).
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limits.fileBytes) throw tooLarge();
      if (readSoFar + size > limits.totalBytes) throw allTooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof Refusal) throw error;
    throw new Refusal(serverRostersText.t('damagedFile', { file }));
  }
  return Buffer.concat(chunks, size);
}

function decodeUtf8(file: TRosterFile, bytes: Buffer): string {
  try {
    // fatal: a byte that isn't UTF-8 refuses the file rather than becoming '\uFFFD' in a name. A BOM is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Refusal(serverRostersText.t('notUtf8', { file }));
  }
}

/** The known files of the roster, as text, by name; or a refusal keyed `file` saying what is wrong. */
export async function readRosterZip(
  zip: Buffer,
  limits: TRosterLimits = ROSTER_LIMITS,
): Promise<Outcome<Map<TRosterFile, string>>> {
  let zipfile: yauzl.ZipFile;
  try {
    zipfile = await yauzl.fromBufferPromise(zip, {
      lazyEntries: true,
      // Names as bytes: yauzl's own check would end the reading with its message; ours says what to do.
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    return refuseFile(serverRostersText.t('notZip'));
  }
  if (zipfile.entryCount > limits.entries) {
    return refuseFile(
      serverRostersText.t('tooManyEntries', {
        count: formatNumber(zipfile.entryCount),
        max: formatNumber(limits.entries),
      }),
    );
  }

  const files = new Map<TRosterFile, string>();
  let readSoFar = 0;
  try {
    for await (const entry of zipfile.eachEntry()) {
      const name = entryName(entry);
      if (isEscapingPath(name)) {
        throw new Refusal(serverRostersText.t('pathName', { name: shown(name) }));
      }
      // In a folder (the roster zipped with its folder, a Mac's __MACOSX/): not one of ours.
      const file = name.includes('/') ? undefined : knownFile(name);
      if (!file) continue;
      if (files.has(file)) throw new Refusal(serverRostersText.t('twice', { file }));
      if (entry.isEncrypted()) {
        throw new Refusal(serverRostersText.t('password', { file }));
      }
      if (!entry.canDecodeFileData()) {
        throw new Refusal(serverRostersText.t('compression', { file }));
      }
      const bytes = await inflate(zipfile, entry, file, limits, readSoFar);
      readSoFar += bytes.length;
      files.set(file, decodeUtf8(file, bytes));
    }
  } catch (error) {
    if (error instanceof Refusal) return refuseFile(error.text);
    // The central directory itself is broken (an entry past the end, a bad header).
    return refuseFile(serverRostersText.t('damagedZip'));
  }
  return ok(files);
}
