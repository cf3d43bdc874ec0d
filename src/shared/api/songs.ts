import * as zod from 'zod';
import { ZPlaylistRemoval, ZSong, ZSongCreate, ZSongUpdate } from '../songs';
import { defineEndpoint } from './endpoint';
import { ZIdParams } from './params';

const ZSongAnswer = zod.object({ song: ZSong });

/** A student requests a song: charged at once, pending the teacher's approval (P19, P35). */
export const requestSong = defineEndpoint({
  method: 'POST',
  path: '/api/songs',
  body: ZSongCreate,
  bodyKey: 'song',
  response: ZSongAnswer,
  status: 201,
});

/** The class playlist of the student's course, newest first. */
export const studentSongs = defineEndpoint({
  method: 'GET',
  path: '/api/songs/student',
  response: zod.object({ songs: zod.array(ZSong) }),
});

/** Every song of the teacher's courses, by period, newest first within one. */
export const teacherSongs = defineEndpoint({
  method: 'GET',
  path: '/api/songs/teacher',
  response: zod.object({ songs: zod.array(ZSong) }),
});

/** A student asks for a removal; the teacher approves, rejects, removes or keeps (P35). */
export const updateSong = defineEndpoint({
  method: 'PUT',
  path: '/api/songs/:id',
  params: ZIdParams,
  body: ZSongUpdate,
  bodyKey: 'song',
  /** `spotify`: a removal of a song on the course's Spotify playlist, what happened there. */
  response: ZSongAnswer.extend({ spotify: ZPlaylistRemoval.optional() }),
});

/** The teacher deletes a song request; a pending one is refunded. */
export const deleteSong = defineEndpoint({ method: 'DELETE', path: '/api/songs/:id', params: ZIdParams });
