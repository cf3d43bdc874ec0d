import type { ReactNode } from 'react';
import type { TRole } from '../../../shared/user';
import { useSignedInUser } from '../auth';
import { NotFoundPage } from './not-found-page';

/** Another role's pages don't exist for this user: they get the not-found page, not a hint. */
export function RoleGate({ role, children }: { role: TRole; children: ReactNode }) {
  const user = useSignedInUser();
  return user.role === role ? children : <NotFoundPage />;
}
