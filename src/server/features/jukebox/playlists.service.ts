import { and, eq } from 'drizzle-orm';
import type { TPlaylist, TTrack } from '../../../shared/jukebox';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome } from '../../outcome';
import type { JukeboxAccess } from './jukebox-access';
import type { CachedPlaylist, PlaylistCache } from './playlist-cache';
import type { SpotifyConnections } from './spotify-connections';
import { refusalOfSpotify } from './spotify-refusals';
import { serverJukeboxText } from './texts';

/**
 * Course playlists (P37, Manage Playlists): a teacher creates one per course in their Spotify
 * account, lists it, adds a song request's match to it, or unlinks it; a student reads only their
 * course's. Spotify's data is read through the teacher's connection and never stored.
 */
export function createPlaylistsService(
  db: Db,
  access: JukeboxAccess,
  connections: SpotifyConnections,
  cache: PlaylistCache,
) {
  async function courseOf(teacherId: string, slug: string) {
    const [course] = await db
      .select({ id: courses.id, name: courses.name, period: courses.period, playlistId: courses.playlistId })
      .from(courses)
      .where(and(eq(courses.teacherId, teacherId), eq(courses.slug, slug)));
    return course;
  }

  /**
   * The playlist and its tracks, from the cache when read moments ago; `fresh` reads Spotify anyway
   * (the teacher's Manage Playlists, which must show what they just added in Spotify's app).
   */
  async function load(
    teacherId: string,
    playlistId: string,
    role: Actor['role'],
    fresh = false,
    /** Read for a student's purchase: a refusal tells them no points were taken. */
    charging = false,
  ): Promise<Outcome<CachedPlaylist>> {
    const cached = fresh ? null : cache.get(playlistId);
    if (cached) return ok(cached);
    const read = await connections.withSpotify(teacherId, (api) => api.playlistWithTracks(playlistId));
    if (!read.ok) return refusalOfSpotify(read.failure, { role, charging });
    cache.set(playlistId, read.value);
    return ok(read.value);
  }

  return {
    load,

    async create(actor: Actor, input: { name: string; slug: string }): Promise<Outcome<{ playlist: TPlaylist }>> {
      const user = await access.of(actor);
      if (!user.ok) return user;
      const course = await courseOf(actor.id, input.slug);
      if (!course) return notFound('course');
      const made = await connections.withSpotify(actor.id, (api) =>
        api.createPlaylist(input.name, serverJukeboxText.t('playlistDescription', { period: course.period })),
      );
      if (!made.ok) return refusalOfSpotify(made.failure, { role: 'teacher', charging: false });
      await db.update(courses).set({ playlistId: made.value.id }).where(eq(courses.id, course.id));
      return ok({ playlist: made.value });
    },

    async read(actor: Actor, playlistId: string): Promise<Outcome<{ playlist: TPlaylist; tracks: TTrack[] }>> {
      const user = await access.of(actor);
      if (!user.ok) return user;
      // Only a playlist linked to one of the teacher's courses (a student: their own course's) is read.
      if (user.value.student) {
        if (user.value.student.playlistId !== playlistId) return notFound('playlist');
      } else {
        const [linked] = await db
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.teacherId, actor.id), eq(courses.playlistId, playlistId)))
          .limit(1);
        if (!linked) return notFound('playlist');
      }
      // A teacher's read is fresh (and refreshes the class's cached copy); a class reads the cache.
      return load(user.value.teacherId, playlistId, actor.role, actor.role === 'teacher');
    },

    async remove(actor: Actor, slug: string): Promise<Outcome<void>> {
      const user = await access.of(actor);
      if (!user.ok) return user;
      const course = await courseOf(actor.id, slug);
      if (!course?.playlistId) return notFound('playlist');
      await db.update(courses).set({ playlistId: null }).where(eq(courses.id, course.id));
      cache.forget(course.playlistId);
      return ok(undefined);
    },

    async add(actor: Actor, input: { slug: string; uri: string }): Promise<Outcome<{ playlist: TPlaylist }>> {
      const user = await access.of(actor);
      if (!user.ok) return user;
      const course = await courseOf(actor.id, input.slug);
      if (!course?.playlistId) return notFound('playlist');
      const playlistId = course.playlistId;
      // Spotify keeps a second copy of a track added twice: one already there (a teacher approving a
      // song they had added in Spotify, or a second request for it) is left as it is.
      const current = await load(actor.id, playlistId, 'teacher', true);
      if (!current.ok) return current;
      if (current.value.tracks.some((track) => track.uri === input.uri))
        return ok({ playlist: current.value.playlist });
      const added = await connections.withSpotify(actor.id, (api) => api.addToPlaylist(playlistId, input.uri));
      if (!added.ok) return refusalOfSpotify(added.failure, { role: 'teacher', charging: false });
      cache.forget(playlistId);
      const reread = await load(actor.id, playlistId, 'teacher');
      return reread.ok ? ok({ playlist: reread.value.playlist }) : reread;
    },

    async search(actor: Actor, query: string): Promise<Outcome<{ tracks: TTrack[] }>> {
      const user = await access.of(actor);
      if (!user.ok) return user;
      const found = await connections.withSpotify(actor.id, (api) => api.search(query));
      return found.ok
        ? ok({ tracks: found.value })
        : refusalOfSpotify(found.failure, { role: 'teacher', charging: false });
    },
  };
}
export type PlaylistsService = ReturnType<typeof createPlaylistsService>;
