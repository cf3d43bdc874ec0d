import { z } from 'zod';
import { LIMITS, MSG } from './messages';
import { zRequiredText } from './user';

/** Seed 000 section 4: a song request's statuses (P35). */
export const SONG_STATUSES = ['approved', 'pendingApproval', 'pendingRemoval', 'rejected', 'removed'] as const;
export type TSongStatus = (typeof SONG_STATUSES)[number];

/** What classmates read instead of an anonymous requester's names (P35). */
export const ANONYMOUS_NAME = 'Anonymous';

/** Seed 001 section 9: the texts the teacher's dialog offers; the server stores what is sent. */
export const SONG_REJECTION_REASONS = ['Inappropriate content', 'Already on playlist', 'Not available on Spotify'];
/** The condition a teacher's pick of a similar Spotify track shows the student. */
export const BEST_GUESS_CONDITION = 'Picked my best guess';
export const SONG_APPROVAL_CONDITIONS = ['Clean version', 'Instrumental version', BEST_GUESS_CONDITION];

/** A song request as the API shows it (P35). `student._id` is absent when classmates see an anonymous request. */
export const ZSong = z.object({
  _id: z.string(),
  title: z.string(),
  artist: z.string(),
  status: z.enum(SONG_STATUSES),
  statusDescription: z.string(),
  createdAt: z.string(),
  period: z.number().nullable(),
  /** The caller requested it. */
  mine: z.boolean(),
  /** Who paid for the removal, once removed. */
  removedBy: z.string().nullable(),
  student: z.object({
    _id: z.string().optional(),
    firstName: z.string(),
    lastName: z.string(),
    /** Whether the request was made anonymously (fixed when requested). */
    anonymousSongs: z.boolean(),
  }),
});
export type TSong = z.infer<typeof ZSong>;

/** `POST /api/songs`: title and artist both required (seed 000 section 5), a title's and a name's limit (P31). */
export const ZSongCreate = z.object({
  song: z.object({
    title: zRequiredText(LIMITS.name),
    artist: zRequiredText(LIMITS.name),
  }),
});

/** `PUT /api/songs/{id}`: the new status and an optional description (amounts sent are ignored, P39). */
export const ZSongUpdate = z.object({
  song: z.object({
    status: z.enum(SONG_STATUSES, { error: `Must be one of ${SONG_STATUSES.join(', ')}` }),
    /** Stored as sent, trimmed; null reads as none. */
    statusDescription: z
      .string({ error: 'Must be text' })
      .trim()
      .max(LIMITS.description, MSG.tooLong(LIMITS.description))
      .nullish()
      .transform((v) => v ?? ''),
  }),
});
