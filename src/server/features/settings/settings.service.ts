import { eq, inArray } from 'drizzle-orm';
import { deepMerge, isPlainObject, type PlainObject } from '../../../shared/deep-merge';
import {
  applySettingsDependencies,
  crossFieldSettingsErrors,
  defaultSettings,
  READ_ONLY_SETTINGS,
  type TSettings,
  type TSettingsView,
  ZSettings,
} from '../../../shared/settings';
import type { Db } from '../../db/client';
import { runInTransaction, type Tx } from '../../db/transaction';
import { spotifyConnections, teacherSettings, users } from '../../db/schema';
import { publish } from '../../events';
import { fieldErrorsFromZod } from '../../http/errors';
import { ok, type Outcome, refuseMany } from '../../outcome';
import { sharedText } from '../../../shared/texts';

const ownerColumns = {
  id: users.id,
  title: users.title,
  firstName: users.firstName,
  lastName: users.lastName,
  permissions: users.permissions,
};

export interface SettingsOwner {
  id: string;
  title: string;
  firstName: string;
  lastName: string;
  permissions: { jukebox: boolean };
  /** Whether the teacher has a Spotify connection (P20: sent instead of the tokens). */
  spotifyConnected: boolean;
}

/**
 * Reads settings saved by any earlier version: fields a newer version added get their defaults, and
 * a stored value that no longer passes validation falls back to its default instead of failing.
 */
export function parseStoredSettings(stored: unknown): TSettings {
  let candidate: unknown = isPlainObject(stored) ? structuredClone(stored) : {};
  for (let attempt = 0; attempt < 3; attempt++) {
    const parsed = ZSettings.safeParse(candidate);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) candidate = withoutPath(candidate, issue.path);
  }
  return defaultSettings();
}

function withoutPath(value: unknown, path: readonly PropertyKey[]): unknown {
  if (!isPlainObject(value) || path.length === 0) return value;
  const [head, ...rest] = path;
  const key = String(head);
  const copy: PlainObject = { ...value };
  if (rest.length === 0) delete copy[key];
  else copy[key] = withoutPath(copy[key], rest);
  return copy;
}

/** The settings as sent to clients: stored values plus what is derived (P20, P29). */
export function settingsView(settings: TSettings, owner: SettingsOwner): TSettingsView {
  return {
    ...settings,
    prime: { ...settings.prime, songRemovalPurchase: settings.songs.removals.purchaseAmount },
    spotifyConnected: owner.spotifyConnected,
    user: { title: owner.title, firstName: owner.firstName, lastName: owner.lastName, permissions: owner.permissions },
  };
}

/** Removes `path` from `patch` in place: the request's value there is ignored. */
function dropPath(patch: PlainObject, path: readonly string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || !(head in patch)) return;
  if (rest.length === 0) delete patch[head];
  else if (isPlainObject(patch[head])) dropPath(patch[head], rest);
}

/** Moves aliases and drops the read-only parts (READ_ONLY_SETTINGS) before merging a request onto the stored settings. */
function normalisePatch(patch: PlainObject): PlainObject {
  const copy = structuredClone(patch);
  for (const path of READ_ONLY_SETTINGS) dropPath(copy, path);
  const prime = copy.prime;
  if (isPlainObject(prime) && 'songRemovalPurchase' in prime) {
    const alias = prime.songRemovalPurchase;
    delete prime.songRemovalPurchase;
    const songs = isPlainObject(copy.songs) ? copy.songs : (copy.songs = {});
    const removals = isPlainObject(songs.removals) ? songs.removals : (songs.removals = {});
    if (!('purchaseAmount' in removals)) removals.purchaseAmount = alias;
  }
  return copy;
}

/** The merged request, validated, with the seed's dependencies applied; or the refusal keyed by field. */
function mergedSettings(current: TSettings, patch: PlainObject): Outcome<TSettings> {
  const parsed = ZSettings.safeParse(deepMerge(current, normalisePatch(patch)));
  if (!parsed.success) return refuseMany('INVALID', fieldErrorsFromZod(parsed.error));
  const crossField = crossFieldSettingsErrors(parsed.data);
  if (Object.keys(crossField).length > 0) return refuseMany('INVALID', crossField);
  return ok(applySettingsDependencies(parsed.data));
}

/**
 * `spotifyReady`: whether this server can reach Spotify (configured, see spotify-setup.ts). A stored
 * connection counts only then, so a server whose Spotify settings were removed hides the jukebox
 * instead of offering one that refuses every song.
 */
export function createSettingsService(db: Db, spotifyReady = false) {
  /** Pass the transaction when inside one: PGlite has one connection, and a query beside it would wait forever. */
  async function stored(teacherId: string, reader: Db | Tx = db): Promise<TSettings> {
    const [row] = await reader.select().from(teacherSettings).where(eq(teacherSettings.teacherId, teacherId));
    return parseStoredSettings(row?.settings);
  }

  async function isSpotifyConnected(teacherId: string): Promise<boolean> {
    if (!spotifyReady) return false;
    const [row] = await db
      .select({ teacherId: spotifyConnections.teacherId })
      .from(spotifyConnections)
      .where(eq(spotifyConnections.teacherId, teacherId));
    return row !== undefined;
  }

  // Parsed settings by teacher with the text they came from: the account page reads them on every
  // request, and parsing (zod, a deep copy) cost more than the rest of the answer's Node work.
  const parsedByTeacher = new Map<string, { text: string | null; settings: TSettings }>();
  const PARSED_KEPT = 5_000;

  /** Settings from their stored JSON text, parsed only when the text differs from last time. Read-only. */
  function fromStoredText(teacherId: string, text: string | null): TSettings {
    const known = parsedByTeacher.get(teacherId);
    if (known && known.text === text) return known.settings;
    const settings = parseStoredSettings(text === null ? null : (JSON.parse(text) as unknown));
    if (parsedByTeacher.size >= PARSED_KEPT) parsedByTeacher.clear();
    parsedByTeacher.set(teacherId, { text, settings });
    return settings;
  }

  /**
   * Reads, changes and writes a teacher's settings as one step. Two saves at once (two tabs, or a
   * save beside the access request) each change a few fields of the same document: without the row
   * lock both would read the same version and the later write would undo the earlier one's fields.
   * The lock is on the settings row alone, so it waits only for another save of the same teacher.
   */
  async function saved(
    teacherId: string,
    change: (current: TSettings) => Outcome<TSettings>,
  ): Promise<Outcome<TSettingsView>> {
    const outcome = await runInTransaction(db, async (tx) => {
      const [owner] = await tx.select(ownerColumns).from(users).where(eq(users.id, teacherId));
      if (!owner) return refuseMany('NOT_FOUND', { teacher: [sharedText.t('notFound')] });
      // A teacher created before settings rows existed has none yet: the row to lock comes first.
      await tx.insert(teacherSettings).values({ teacherId, settings: defaultSettings() }).onConflictDoNothing();
      const [row] = await tx
        .select({ settings: teacherSettings.settings })
        .from(teacherSettings)
        .where(eq(teacherSettings.teacherId, teacherId))
        .for('update');
      const next = change(parseStoredSettings(row?.settings));
      if (!next.ok) return next;
      await tx
        .update(teacherSettings)
        .set({ settings: next.value, updatedAt: new Date() })
        .where(eq(teacherSettings.teacherId, teacherId));
      // P38: the class's settings reach its students with who they are (GET /api/user), so their open
      // pages draw again (the Songs page's jukebox follows the music app) without a reload.
      await publish(tx, { to: { teacher: teacherId }, event: 'account' });
      return ok({ owner, settings: next.value });
    });
    if (!outcome.ok) return outcome;
    // After the commit: on PGlite's one connection a query beside the open transaction would wait forever.
    const { owner, settings } = outcome.value;
    return ok(settingsView(settings, { ...owner, spotifyConnected: await isSpotifyConnected(teacherId) }));
  }

  return {
    stored,
    isSpotifyConnected,
    spotifyReady,
    fromStoredText,

    async forTeachers(teacherIds: string[]): Promise<Map<string, TSettings>> {
      const result = new Map<string, TSettings>();
      if (teacherIds.length === 0) return result;
      const rows = await db.select().from(teacherSettings).where(inArray(teacherSettings.teacherId, teacherIds));
      for (const row of rows) result.set(row.teacherId, parseStoredSettings(row.settings));
      for (const id of teacherIds) if (!result.has(id)) result.set(id, defaultSettings());
      return result;
    },

    /** `PUT /api/user/settings`: merge, validate, apply the dependencies, save; the read-only parts are ignored. */
    async update(teacherId: string, patch: PlainObject): Promise<Outcome<TSettingsView>> {
      return saved(teacherId, (current) => mergedSettings(current, patch));
    },

    /** P37: the access request is recorded, so the settings say 'Request has been sent'. */
    async markJukeboxRequested(teacherId: string): Promise<Outcome<TSettingsView>> {
      return saved(teacherId, (current) => ok({ ...current, jukebox: { ...current.jukebox, requested: true } }));
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
