import { Outlet } from 'react-router';
import type { TRole } from '../../../shared/user';
import { useSignedInUser } from '../auth';
import { NotFoundPage } from './not-found-page';

/** Another role's pages don't exist for this user: they get the not-found page, not a hint. */
export function RoleGate({ role }: { role: TRole }) {
  const user = useSignedInUser();
  return user.role === role ? <Outlet /> : <NotFoundPage />;
}
