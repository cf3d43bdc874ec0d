import { eq, inArray } from 'drizzle-orm';
import { deepMerge, isPlainObject, type PlainObject } from '../../../shared/deep-merge';
import {
  applySettingsDependencies,
  crossFieldSettingsErrors,
  defaultSettings,
  type TSettings,
  type TSettingsView,
  ZSettings,
} from '../../../shared/settings';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { spotifyConnections, teacherSettings, users } from '../../db/schema';
import { fieldErrorsFromZod } from '../../http/errors';
import { ok, type Outcome, refuseMany } from '../../outcome';

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

/** Moves aliases and drops read-only parts before merging a request onto the stored settings. */
function normalisePatch(patch: PlainObject): PlainObject {
  const copy = structuredClone(patch);
  delete copy.spotifyConnected;
  delete copy.spotifyTokens;
  delete copy.user;
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

    /** `PUT /api/user/settings`: merge, validate, apply the dependencies, save. */
    async update(teacherId: string, patch: PlainObject): Promise<Outcome<TSettingsView>> {
      const [owner] = await db
        .select({
          id: users.id,
          title: users.title,
          firstName: users.firstName,
          lastName: users.lastName,
          permissions: users.permissions,
        })
        .from(users)
        .where(eq(users.id, teacherId));
      if (!owner) return refuseMany('NOT_FOUND', { teacher: ['was not found'] });

      const merged = deepMerge(await stored(teacherId), normalisePatch(patch));
      const parsed = ZSettings.safeParse(merged);
      if (!parsed.success) return refuseMany('INVALID', fieldErrorsFromZod(parsed.error));
      const crossField = crossFieldSettingsErrors(parsed.data);
      if (Object.keys(crossField).length > 0) return refuseMany('INVALID', crossField);

      const next = applySettingsDependencies(parsed.data);
      await db
        .insert(teacherSettings)
        .values({ teacherId, settings: next })
        .onConflictDoUpdate({ target: teacherSettings.teacherId, set: { settings: next, updatedAt: new Date() } });
      return ok(settingsView(next, { ...owner, spotifyConnected: await isSpotifyConnected(teacherId) }));
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
