import type { TRole } from '../../shared/user';

/** The signed-in person a request acts for, as the session resolved them. */
export interface Actor {
  id: string;
  role: TRole;
  username: string;
  /** A student's teacher; null for teachers and the admin. */
  teacherId: string | null;
  dropped: boolean;
  /** The hash of the session token that authenticated this request, so logout can end just it. */
  sessionTokenHash: string;
}
