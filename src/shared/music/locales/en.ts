// The song requests' and the jukebox's texts the server and the web app share (P51).
export default {
  anonymous: 'Anonymous',
  reasonInappropriate: 'Inappropriate content',
  reasonOnPlaylist: 'Already on playlist',
  reasonNotOnSpotify: 'Not available on Spotify',
  conditionClean: 'Clean version',
  conditionInstrumental: 'Instrumental version',
  conditionBestGuess: 'Picked my best guess',
  mustBeOneOf: 'Must be one of {choices}',
  notASpotifyTrack: 'Not a Spotify track',
  noActiveDevice:
    'Sorry your purchase could not be completed because there is no music playing in class right now. Try again when the music is playing.',
  notSupported:
    'Jukebox is not supported by your current music app. Please select a different music app in the settings under Song Requests.',
  // A student can't change the music app: they are told who can (issue 42).
  notSupportedStudent:
    "The jukebox doesn't work with the music app your class uses right now. Ask your teacher to choose Spotify under Song Requests.",
  added: 'Song added to queue',
  skipped: 'Song has been skipped',
  accessRequested: 'Jukebox access requested',
  requestSent: 'Request has been sent',
  playlistCreated: 'Playlist created',
  playlistRemoved: 'Playlist removed',
  noTracks: 'No tracks have been added to this playlist',
  noUpcoming: 'No upcoming songs',
  insufficientFunds: 'Insufficient funds! You have {points}',
} as const;
