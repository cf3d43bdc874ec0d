export type TOnDemand<T> = {
  /** What was loaded, or null before the first load settled. */
  loaded: () => T | null;
  /** Loads once; callers while it is on its way share the one load. */
  download: () => Promise<T>;
};

/**
 * Code loaded when someone first reaches for it, not at start: a page's dialogs and search in the
 * browser, nodemailer on the server. A load that fails is asked for afresh the next time: school
 * Wi-Fi drops, a tab left open across an upgrade asks for files the new version no longer has.
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
