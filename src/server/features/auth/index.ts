/** What other features may use of sign-in: ending someone's sessions. */
export type { SessionsService } from './sessions.service';
