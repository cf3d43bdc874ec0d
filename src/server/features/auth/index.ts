/**
 * What other features may use of sign-in: ending someone's sessions (the kiosk, P49, signs a person
 * out). The session token's helpers and cookie name are http/session-token.ts, below every feature.
 */
export type { SessionsService } from './sessions.service';
