import { JUKEBOX_TEXT } from '../../../shared/jukebox';
import { refuse, type Refused } from '../../outcome';
import type { JukeboxFailure } from './spotify-connections';

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
  const student = audience.role === 'student';
  const nothingTaken = audience.charging ? ' No points were taken.' : '';
  switch (failure.kind) {
    case 'noDevice':
      return refuse('CONFLICT', 'jukebox', JUKEBOX_TEXT.noActiveDevice);
    case 'notConnected':
    case 'invalidGrant':
      return refuse(
        'CONFLICT',
        'jukebox',
        student
          ? `The class jukebox isn't connected to Spotify right now.${nothingTaken}`
          : 'Spotify is not connected. Connect it in Settings under Jukebox.',
      );
    case 'unauthorized':
      return refuse(
        'CONFLICT',
        'spotify',
        student
          ? `Spotify stopped accepting the class connection. Please tell your teacher.${nothingTaken}`
          : 'Spotify no longer accepts this connection. Disconnect and connect Spotify again in Settings.',
      );
    case 'premiumRequired':
      return refuse(
        'FORBIDDEN',
        'spotify',
        student
          ? `The class Spotify account can't take requests: Spotify needs Premium for that.${nothingTaken}`
          : 'Spotify lets only Premium accounts control what plays. Connect a Spotify Premium account in Settings.',
      );
    case 'forbidden':
      return refuse(
        'FORBIDDEN',
        'spotify',
        student
          ? `Spotify refused the request. Please tell your teacher.${nothingTaken}`
          : "Spotify refused this account. While a Spotify app is in development mode, only the people added under User Management in Spotify's dashboard may use it (see the Spotify guide).",
      );
    case 'notFound':
      return refuse('NOT_FOUND', 'playlist', 'was not found on Spotify');
    case 'badRequest':
      return refuse('CONFLICT', 'spotify', `Spotify couldn't do that: ${failure.message}.${nothingTaken}`);
    case 'rateLimited':
      return refuse(
        'TOO_MANY_ATTEMPTS',
        'jukebox',
        `Spotify asked us to slow down. Try again in ${failure.retryAfterSeconds} seconds.${nothingTaken}`,
      );
    case 'timeout':
      return refuse(
        'UPSTREAM_TIMEOUT',
        'spotify',
        `Spotify didn't answer in time. Try again in a minute.${nothingTaken}`,
      );
    case 'unavailable':
      return refuse(
        'UPSTREAM_FAILED',
        'spotify',
        `Spotify isn't working right now. Try again in a minute.${nothingTaken}`,
      );
  }
}
