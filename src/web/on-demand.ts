/** Said when code asked for on demand could not be downloaded (a dropped connection, or a newer version). */
export const LOAD_ON_DEMAND_FAILED = 'This could not be opened. Please check your connection, or reload the page.';

export type TOnDemand<T> = {
  /** What was downloaded, or null before the first download settled. */
  loaded: () => T | null;
  /** Downloads once; callers while it is on its way share the one download. */
  download: () => Promise<T>;
};

/**
 * Code a page downloads when someone first reaches for it, not with the page. A download that
 * fails is asked for afresh the next time: school Wi-Fi drops, and a tab left open across an
 * upgrade asks for files the new version no longer has.
 */
export function onDemand<T>(load: () => Promise<T>): TOnDemand<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => loaded,
    download: () =>
      (loading ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}
