import { Navigate } from 'react-router';
import { DEFAULT_TAB } from '../../../shared/user';
import { useSignedInUser } from '../auth';

/** `/` sends a signed-in user to their role's default tab (seed 000 section 2). */
export function HomePage() {
  const user = useSignedInUser();
  return <Navigate to={`/${user.role}/${DEFAULT_TAB[user.role]}`} replace />;
}
