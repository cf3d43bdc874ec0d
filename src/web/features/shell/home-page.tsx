import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { DEFAULT_TAB } from '../../../shared/user';
import { PageSpinner } from '../../components/PageSpinner';
import { settleSignIn, useSignedInUser } from '../auth';

/**
 * `/` sends a signed-in user to their role's default tab (seed 000 section 2). It is also where
 * the school's sign-in lands (P46), after a full page load that the login form's own success
 * handling never saw, so the tab settles the sign-in here too (harmless when already settled).
 */
export function HomePage() {
  const user = useSignedInUser();
  useEffect(() => settleSignIn(user._id), [user._id]);
  // The frame shows a moment before the landing page: with its heading, as every state has one (axe).
  return (
    <>
      <PageSpinner heading />
      <Navigate to={`/${user.role}/${DEFAULT_TAB[user.role]}`} replace />
    </>
  );
}
