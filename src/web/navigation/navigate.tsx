import { useEffect, useRef } from 'react';
import { type NavigateOptions, navigate } from './location-store';

/** Goes to `to` once rendered: a redirect (to the login page, to a role's first tab). */
export function Navigate({ to, replace, state }: NavigateOptions & { to: string }) {
  // The state is often written inline (a new object each render); it doesn't make a new redirect.
  const stateRef = useRef(state);
  useEffect(() => {
    navigate(to, { replace, state: stateRef.current });
  }, [to, replace]);
  return null;
}
