import { sharedText } from './texts';
import * as zod from 'zod';
import { LIMITS, says } from './messages';
import { musicText } from './music/texts';
import { zRequiredText } from './user';

/** Seed 000 section 4: a song request's statuses (P35). */
export const SONG_STATUSES = ['approved', 'pendingApproval', 'pendingRemoval', 'rejected', 'removed'] as const;
export type TSongStatus = (typeof SONG_STATUSES)[number];

/** What classmates read instead of an anonymous requester's names (P35), in the reader's language. */
export const anonymousName = () => musicText.t('anonymous');

/**
 * Seed 001 section 9: the reasons and conditions the teacher's dialog offers. The dialog sends them
 * in the teacher's language; the server recognises one in any language and keeps its message, so
 * each reader reads it in their own (P51).
 */
export const SONG_REJECTION_REASONS = ['reasonInappropriate', 'reasonOnPlaylist', 'reasonNotOnSpotify'] as const;
export const SONG_APPROVAL_CONDITIONS = ['conditionClean', 'conditionInstrumental', 'conditionBestGuess'] as const;
export const songRejectionReasons = () => SONG_REJECTION_REASONS.map((key) => musicText.t(key));
/** The condition a teacher's pick of a similar Spotify track shows the student. */
export const bestGuessCondition = () => musicText.t('conditionBestGuess');
export const songApprovalConditions = () => SONG_APPROVAL_CONDITIONS.map((key) => musicText.t(key));

/** A song request as the API shows it (P35). `student._id` is absent when classmates see an anonymous request. */
export const ZSong = zod.object({
  _id: zod.string(),
  title: zod.string(),
  artist: zod.string(),
  status: zod.enum(SONG_STATUSES),
  statusDescription: zod.string(),
  createdAt: zod.string(),
  period: zod.number().nullable(),
  /** The caller requested it. */
  mine: zod.boolean(),
  /** Who paid for the removal, once removed. */
  removedBy: zod.string().nullable(),
  student: zod.object({
    _id: zod.string().optional(),
    firstName: zod.string(),
    lastName: zod.string(),
    /** Whether the request was made anonymously (fixed when requested). */
    anonymousSongs: zod.boolean(),
  }),
});
export type TSong = zod.infer<typeof ZSong>;

/** `POST /api/songs`: title and artist both required (seed 000 section 5), a title's and a name's limit (P31). */
export const ZSongCreate = zod.object({
  song: zod.object({
    title: zRequiredText(LIMITS.name),
    artist: zRequiredText(LIMITS.name),
  }),
});

/** `PUT /api/songs/{id}`: the new status and an optional description (amounts sent are ignored, P39). */
export const ZSongUpdate = zod.object({
  song: zod.object({
    status: zod.enum(
      SONG_STATUSES,
      says(() => musicText.t('mustBeOneOf', { choices: SONG_STATUSES.join(', ') })),
    ),
    /** Stored as sent, trimmed; null reads as none. */
    statusDescription: zod
      .string(says(() => sharedText.t('mustBeText')))
      .trim()
      .max(
        LIMITS.description,
        says(() => sharedText.t('tooLong', { max: LIMITS.description })),
      )
      .nullish()
      .transform((v) => v ?? ''),
    /**
     * Approving: the Spotify track the teacher just put on the course's playlist for it, so removing
     * the song later takes that very track off again (issue 28). Ignored for any other decision.
     */
    trackUri: zod
      .string()
      .trim()
      .regex(
        /^spotify:track:[A-Za-z0-9]{1,64}$/,
        says(() => musicText.t('notASpotifyTrack')),
      )
      .optional(),
  }),
});

/**
 * What removing a song did to the course's Spotify playlist (issue 28): taken off, not found there,
 * or refused by Spotify, in which case the song is removed in Classmint and `message` tells the
 * teacher what to do in Spotify.
 */
export const ZPlaylistRemoval = zod.object({
  outcome: zod.enum(['removed', 'notOnPlaylist', 'refused']),
  message: zod.string(),
});
export type TPlaylistRemoval = zod.infer<typeof ZPlaylistRemoval>;
