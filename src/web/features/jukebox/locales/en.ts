// The jukebox's dialogs and the settings' Spotify part (seed 000 sections 2, 3, 5, 8; seed 001 section 6; issue 10, issue 28).
export default {
  // Access request
  requestAccessTitle: 'Request jukebox access',
  sendRequest: 'Send request',
  sending: 'Sending...',
  accessExplain:
    'The jukebox plays through your own Spotify account. Your administrator turns it on for you, usually within 24 to 48 hours.',
  name: 'Name',
  email: 'Email',
  // Course playlist
  playlistName: 'Playlist name',
  required: 'Required',
  creating: 'Creating...',
  createPlaylist: 'Create playlist',
  removePlaylist: 'Remove playlist',
  removePlaylistTitle: 'Remove this playlist?',
  remove: 'Remove',
  removing: 'Removing...',
  removePlaylistExplain:
    "{course} won't have a jukebox playlist until you create or link another. The playlist itself stays in your Spotify library.",
  loadingPlaylist: 'Loading the playlist...',
  trackCount: '{count, plural, one {# track} other {# tracks}}',
  openInSpotify: 'Open in Spotify',
  tracksOf: 'Tracks of {name}',
  // Buttons
  availableWithPrime: 'Jukebox · Available with Prime',
  jukebox: 'Jukebox',
  managePlaylists: 'Manage Playlists',
  // Jukebox dialog
  studentExplain: 'Pick a song from your class playlist to play next. You pay only when Spotify takes it.',
  teacherExplain: 'Queue any song of a class playlist, free for you.',
  spotifyQueue: 'Spotify Queue',
  loadingJukebox: 'Loading the jukebox...',
  songCosts: 'A song costs {price}.',
  songCostsLeft:
    'A song costs {price}. {left, plural, one {# song left for you today.} other {# songs left for you today.}}',
  noClassPlaylist: "Your teacher hasn't picked a class playlist yet",
  loadingClasses: 'Loading classes...',
  classPlaylist: 'Class playlist',
  noPlaylistYet: 'No class has a playlist yet. Create one in Manage Playlists.',
  addToQueue: 'Add to queue',
  trackBy: '{name} by {artists}',
  askingSpotify: 'Asking Spotify…',
  // Manage playlists
  manageExplain:
    'Each class plays from its own playlist in your Spotify account. Add songs to it in Spotify, or when you approve a song request; students pick from it in the Jukebox.',
  refreshPlaylists: 'Refresh playlists',
  createCourseFirst: 'You must create a course before continuing',
  // Play button and confirmation
  buttonLabel: '{label}: {subject}',
  addTitle: 'Add this song to the queue?',
  skipTitle: 'Skip this song?',
  pay: 'Pay {price}',
  askingSpotifyDots: 'Asking Spotify...',
  addExplain:
    '‘{name}’ by {artists} plays after the songs already waiting. It costs {price}, taken only if Spotify takes it.',
  skipExplain:
    '‘{name}’ by {artists} stops now, and the next song plays. It costs {price}, taken only if Spotify skips it.',
  explicitOff: 'Explicit songs are turned off in your class',
  allQueuedToday: "You've queued all your songs for today. Try again tomorrow",
  priced: '{label} for {price}',
  // Match picker
  addToPlaylist: 'Add to the {course} playlist (optional)',
  searchSpotify: 'Search Spotify',
  search: 'Search',
  searchingSpotify: 'Searching Spotify...',
  dontAdd: "Don't add it to the playlist",
  nothingFound: 'Spotify found nothing for this. Try fewer words, or only the title.',
  notExact: 'Not an exact match: the student will see the condition {condition}.',
  explicitMark: ' (explicit)',
  // Settings: Spotify connection
  needsAdmin:
    'The jukebox needs your administrator to turn it on for your account. A response usually takes 24 to 48 hours.',
  checkingSpotify: 'Checking Spotify...',
  cannotConnect: "The jukebox can't connect to Spotify on this server yet. {reason}",
  openingSpotify: 'Opening Spotify...',
  connectToSpotify: 'Connect to Spotify',
  connectedToSpotify: 'Connected to Spotify',
  disconnectLink: 'disconnect',
  spotifyAccount: 'Spotify account: {name}',
  notPremium: "This Spotify account isn't Premium. Spotify lets only Premium accounts add to the queue or skip songs.",
  disconnectTitle: 'Disconnect Spotify?',
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting...',
  disconnectExplain:
    "Students won't be able to use the jukebox until you connect again. Your playlists stay in Spotify.",
  // Queue
  close: 'Close',
  loadingQueue: 'Loading the queue...',
  nowPlaying: 'Now Playing',
  skip: 'Skip',
  nothingPlaying: 'Nothing is playing right now.',
  upNext: 'Up Next',
  // Return from Spotify
  returnConnected: 'Connected to Spotify',
  returnDenied: 'Spotify connection was cancelled',
  returnFailed:
    "Spotify couldn't connect your account. Try again; if it keeps failing, ask your administrator to check the Spotify app's settings.",
  returnOtherBrowser:
    'Spotify sent you back to a different browser from the one where Connect was pressed, so nothing was connected. Press Connect to Spotify again in the browser you use Classmint in.',
  // Track row
  explicit: 'Explicit',
} as const;
