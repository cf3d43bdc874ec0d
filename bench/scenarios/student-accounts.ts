import { tokenHeader } from '../http-client';
import type { LoadRequest } from '../load';
import type { Session } from '../sessions';

/** Students reading their own account (in their chosen class, if any), round-robin over the signed-in students. */
export function studentAccountRequests(students: Session[]): (i: number) => LoadRequest {
  const requests = students.map((s) => ({
    path: `/api/scores?username=${encodeURIComponent(s.username)}${s.courseId ? `&courseId=${s.courseId}` : ''}`,
    headers: tokenHeader(s.token),
  }));
  return (i) => requests[i % requests.length]!;
}

export const helloRequests = (): ((i: number) => LoadRequest) => {
  const request = { path: '/' };
  return () => request;
};
