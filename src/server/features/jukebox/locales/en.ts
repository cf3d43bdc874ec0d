// The jukebox's server texts (issue 10, issue 27, issue 28, P20, P37): its refusals, what a Spotify
// failure tells the person who pressed the button, the ledger lines of a paid song, the playlist's
// description in Spotify, and what became of a removed song's track on the class playlist.
export default {
  // Who may use the jukebox
  noPermission: 'Jukebox access has not been turned on for your account yet. Request it in Settings under Jukebox.',
  jukeboxOff: 'The jukebox is off in your class right now.',
  availableWithPrime: 'Available with Prime',
  // Queueing and skipping
  explicitOff: 'This song is marked explicit, and explicit songs are turned off in your class.',
  busy: 'The jukebox is busy. Try again in a moment.',
  noClassPlaylist: "Your class doesn't have a jukebox playlist yet.",
  notOnClassPlaylist: 'is not on your class playlist',
  notFoundOnSpotify: 'was not found on Spotify',
  lastSongWaits:
    'Your last song is still waiting in the queue. Let a classmate pick the next one, or try again once yours has played.',
  dailyLimit:
    'You have queued {limit, plural, one {# song} other {# songs}} today, the most your class allows. You can queue more tomorrow.',
  nothingPlaying: 'Nothing is playing right now, so nothing was skipped.{nothingTaken}',
  songEnded: 'That song has already ended, so nothing was skipped.{nothingTaken}',
  skipsOff: 'Skipping songs is turned off in your class.',
  // Added to a student's refusal when they would have paid.
  nothingTaken: ' No points were taken.',
  // The ledger
  song: '{name} by {artists}',
  ledgerAdd: 'Jukebox: {song}',
  ledgerSkip: 'Skipped: {song}',
  // The playlist made in the teacher's Spotify
  playlistDescription: 'Class jukebox for period {period}, made by Classmint',
  // Spotify failures: a student is told to ask the teacher, the teacher what to do
  studentNotConnected: "The class jukebox isn't connected to Spotify right now.{nothingTaken}",
  teacherNotConnected: 'Spotify is not connected. Connect it in Settings under Jukebox.',
  studentUnauthorized: 'Spotify stopped accepting the class connection. Please tell your teacher.{nothingTaken}',
  teacherUnauthorized: 'Spotify no longer accepts this connection. Disconnect and connect Spotify again in Settings.',
  studentPremium: "The class Spotify account can't take requests: Spotify needs Premium for that.{nothingTaken}",
  teacherPremium:
    'Spotify lets only Premium accounts control what plays. Connect a Spotify Premium account in Settings.',
  studentForbidden: 'Spotify refused the request. Please tell your teacher.{nothingTaken}',
  teacherForbidden:
    "Spotify refused this account. While a Spotify app is in development mode, only the people added under User Management in Spotify's dashboard may use it (see the Spotify guide).",
  // {problem}: Spotify's own words, else spotifyAnswered.
  badRequest: "Spotify couldn't do that: {problem}.{nothingTaken}",
  spotifyAnswered: 'Spotify answered {status}',
  rateLimited:
    'Spotify asked us to slow down. Try again in {seconds, plural, one {# second} other {# seconds}}.{nothingTaken}',
  timeout: "Spotify didn't answer in time. Try again in a minute.{nothingTaken}",
  unavailable: "Spotify isn't working right now. Try again in a minute.{nothingTaken}",
  // A removed song's track on the class playlist (issue 28)
  removalNotConnected: 'Spotify is not connected (Settings, Jukebox)',
  removalUnauthorized: 'Spotify no longer accepts the connection (connect it again in Settings)',
  removalRateLimited: 'Spotify asked us to slow down',
  removalTimeout: "Spotify didn't answer in time",
  removalUnavailable: "Spotify isn't working right now",
  removalBadRequest: "Spotify couldn't do it ({problem})",
  removalRefused: 'Spotify refused the change (only the Spotify account that owns the playlist may change it)',
  quoted: "''{title}'' by {artist}",
  playlistGone: 'The class playlist is no longer in Spotify, so nothing there changed.',
  removalFailed:
    'The song is removed in Classmint, but {reason}, so {song} may still be on the class playlist. Open the playlist in the Spotify app and remove it there; until then classmates can still queue it.',
  notOnPlaylist:
    "{song} isn't on the class playlist in Spotify, so nothing there changed. If it is there under another name, remove it in the Spotify app.",
  takenOff: '{song} was taken off the class playlist in Spotify.',
  // The ledger's entry types (P19), read in the reader's language.
  jukeboxType: 'Jukebox',
  skipType: 'Skip song',
} as const;
