import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { type NavigateOptions, locationSnapshot, navigate, subscribeToLocation } from './location-store';

export interface AppLocation {
  pathname: string;
  /** With its `?`, or empty. */
  search: string;
  /** What the navigation that led here kept with the history entry. */
  state: unknown;
}

/** The current address; the component renders again when it changes. */
export function useLocation(): AppLocation {
  const snapshot = useSyncExternalStore(subscribeToLocation, locationSnapshot);
  return useMemo(() => {
    const url = new URL(snapshot, window.location.origin);
    return { pathname: url.pathname, search: url.search, state: window.history.state as unknown };
  }, [snapshot]);
}

/** Navigates within the app (see location-store.ts). */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return navigate;
}

type SearchParamsUpdate = URLSearchParams | Record<string, string> | ((current: URLSearchParams) => URLSearchParams);

/**
 * The query of the address, and a way to change it (same path; a new history entry unless
 * `replace`). The setter stays the same across renders and reads the address when called.
 */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsUpdate, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback((next: SearchParamsUpdate, options?: NavigateOptions) => {
    const current = new URLSearchParams(window.location.search);
    const updated = typeof next === 'function' ? next(current) : new URLSearchParams(next);
    const query = updated.toString();
    navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
  }, []);
  return [params, setParams];
}
