/** A class with everything the jukebox needs on (seed 001 section 6), priced so the tests can check it. */
export const JUKEBOX_SETTINGS = {
  enableBetaFeatures: true,
  songs: {
    apps: { provider: 'spotify' },
    requests: { enabled: true, purchaseAmount: 10 },
    removals: { enabled: true, purchaseAmount: 10, refundAmount: 5 },
  },
  jukebox: { enabled: true, purchaseAmount: 100, purchaseLimit: 0, skipSongs: { enabled: true, purchaseAmount: 50 } },
};
