import { LIVE_EVENTS } from '../../shared/events';
import { ENROLMENT_CHANGED, type Notice } from './publish';

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;
const NOTICE_NAMES: readonly unknown[] = [...LIVE_EVENTS, ENROLMENT_CHANGED];

/** Reads a NOTIFY payload; anything that isn't a notice this version understands is ignored. */
export function parseNotice(payload: string): Notice | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { to, event, data } = value as Record<string, unknown>;
  if (!NOTICE_NAMES.includes(event)) return null;
  if (!to || typeof to !== 'object') return null;
  const audience = to as Record<string, unknown>;
  const detail = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const name = event as Notice['event'];
  if (Array.isArray(audience.users) && audience.users.every(isId)) {
    return { to: { users: audience.users }, event: name, data: detail };
  }
  // An enrolment change names its students; no other audience makes sense for it.
  if (name === ENROLMENT_CHANGED) return null;
  if (isId(audience.teacher)) return { to: { teacher: audience.teacher }, event: name, data: detail };
  if (isId(audience.course)) return { to: { course: audience.course }, event: name, data: detail };
  return null;
}
