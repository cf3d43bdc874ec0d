/**
 * What other features may use of sign-in: ending someone's sessions, and the session cookie's name
 * and token helpers (the kiosk, P49, keeps its own session the same way and signs a person out).
 */
export type { SessionsService } from './sessions.service';
export { hashSessionToken, newSessionToken, SESSION_COOKIE } from './session-token';
