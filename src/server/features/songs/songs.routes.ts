import { deleteSong, requestSong, studentSongs, teacherSongs, updateSong } from '../../../shared/api/songs';
import { defineRoute, type Route } from '../../http/route';
import { mapOutcome, ok } from '../../outcome';
import type { SongsService } from './songs.service';

export function songsRoutes(songs: SongsService): Route[] {
  return [
    defineRoute(requestSong, {
      summary: 'Request a song (student): charged now, pending approval',
      tag: 'songs',
      access: ['student'],
      handler: async ({ actor, body }) => mapOutcome(await songs.request(actor, body.song), (song) => ({ song })),
    }),
    defineRoute(studentSongs, {
      summary: "Your class's playlist; anonymous requesters read 'Anonymous'",
      tag: 'songs',
      access: ['student'],
      handler: async ({ actor }) => ok({ songs: await songs.listForStudent(actor) }),
    }),
    defineRoute(teacherSongs, {
      summary: 'Every song of your courses, with the period',
      tag: 'songs',
      access: ['teacher'],
      coTeachers: true,
      handler: async ({ actor }) => ok({ songs: await songs.listForTeacher(actor) }),
    }),
    defineRoute(updateSong, {
      summary: 'Ask for the removal of an approved song (student), or approve, reject, remove or keep a song (teacher)',
      tag: 'songs',
      access: ['student', 'teacher'],
      coTeachers: true,
      handler: ({ actor, params, body }) => songs.update(actor, params.id, body.song),
    }),
    defineRoute(deleteSong, {
      summary: 'Delete a song request; a pending one is refunded',
      tag: 'songs',
      access: ['teacher'],
      coTeachers: true,
      handler: ({ actor, params }) => songs.remove(actor, params.id),
    }),
  ];
}
