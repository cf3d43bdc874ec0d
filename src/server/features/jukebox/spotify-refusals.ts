import { refuse, type Refused } from '../../outcome';
import type { JukeboxFailure } from './spotify-connections';
import { serverJukeboxText } from './texts';
import { musicText } from '../../../shared/music/texts';

/** Who reads the refusal, and whether points were at stake (students are told none moved). */
export interface RefusalAudience {
  role: 'student' | 'teacher' | 'admin';
  charging: boolean;
}

/**
 * What a Spotify failure tells the person who pressed the button (issue 10, "Failure handling"):
 * the seed's text for a player with no device, a way forward for the teacher, and for a student
 * the reassurance that nothing was charged.
 */
export function refusalOfSpotify(failure: JukeboxFailure, audience: RefusalAudience): Refused {
  const t = serverJukeboxText.t;
  const student = audience.role === 'student';
  const nothingTaken = audience.charging ? t('nothingTaken') : '';
  switch (failure.kind) {
    case 'noDevice':
      return refuse('CONFLICT', 'jukebox', musicText.t('noActiveDevice'));
    case 'notConnected':
    case 'invalidGrant':
      return refuse(
        'CONFLICT',
        'jukebox',
        student ? t('studentNotConnected', { nothingTaken }) : t('teacherNotConnected'),
      );
    case 'unauthorized':
      return refuse(
        'CONFLICT',
        'spotify',
        student ? t('studentUnauthorized', { nothingTaken }) : t('teacherUnauthorized'),
      );
    case 'premiumRequired':
      return refuse('FORBIDDEN', 'spotify', student ? t('studentPremium', { nothingTaken }) : t('teacherPremium'));
    case 'forbidden':
      return refuse('FORBIDDEN', 'spotify', student ? t('studentForbidden', { nothingTaken }) : t('teacherForbidden'));
    case 'notFound':
      return refuse('NOT_FOUND', 'playlist', t('notFoundOnSpotify'));
    case 'badRequest':
      return refuse('CONFLICT', 'spotify', t('badRequest', { problem: spotifyProblem(failure), nothingTaken }));
    case 'rateLimited':
      return refuse(
        'TOO_MANY_ATTEMPTS',
        'jukebox',
        t('rateLimited', { seconds: failure.retryAfterSeconds, nothingTaken }),
      );
    case 'timeout':
      return refuse('UPSTREAM_TIMEOUT', 'spotify', t('timeout', { nothingTaken }));
    case 'unavailable':
      return refuse('UPSTREAM_FAILED', 'spotify', t('unavailable', { nothingTaken }));
  }
}

/** What Spotify said was wrong with the request: its own words (English, as Spotify writes them), else its status. */
export function spotifyProblem(failure: { message: string; status: number }): string {
  return failure.message || serverJukeboxText.t('spotifyAnswered', { status: failure.status });
}
