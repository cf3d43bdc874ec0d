// The song requests' pages and dialogs (seed 000 sections 2, 4, 5; seed 001 sections 2, 4, 9; P19, P29, P35).
export default {
  // Buy a song
  enterTitle: "Enter the song's title",
  enterArtist: "Enter the artist's name",
  songRequested: 'Song requested',
  buyTitle: 'Buy a song',
  buyFor: 'Buy for {price}',
  buying: 'Buying...',
  buyExplain:
    'Ask for a song for the class playlist. You pay now; your teacher approves it, and you get your points back if it is rejected.',
  songTitle: 'Song title',
  artist: 'Artist',
  price: 'Price: {price}',
  primePrice: '(Prime price; usually {price})',
  shortOfPoints: 'Insufficient funds! You have {balance}. Earn a few more points, then try again.',
  // Class playlist
  requestedBy: 'Requested by',
  you: '(you)',
  youAnonymous: '(you, anonymous to classmates)',
  availableWithPrime: 'Available with Prime',
  removeLabel: 'Remove {title} by {artist}: ask your teacher',
  remove: 'Remove',
  // Delete
  deleteTitle: 'Delete song request?',
  deleted: 'Song request deleted',
  deletePendingApproval:
    'Delete ‘{title}’ by {artist}, requested by {student}? It is pending approval, so {firstName} gets the points back.',
  deletePendingRemoval:
    'Delete ‘{title}’ by {artist}, requested by {student}? Its removal request is pending, so the student who asked for the removal gets the points back.',
  deleteOther: 'Delete ‘{title}’ by {artist}, requested by {student}? This cannot be undone.',
  // Process requests
  processRequests: 'Process requests',
  skipped: '{n, plural, one {# pending request was skipped.} other {# pending requests were skipped.}}',
  nothingWaiting: 'There are no song requests waiting for you.',
  // Removal request
  removalTitle: 'Request song removal?',
  pay: 'Pay {price}',
  requesting: 'Requesting...',
  removalSubmitted: 'Song removal request submitted',
  removalExplain:
    'Ask your teacher to take ‘{title}’ by {artist} off the class playlist? It costs {price}, paid now. If your teacher keeps the song, you get your points back.',
  // Decisions
  conditionOptional: 'Condition (optional)',
  reasonOptional: 'Reason (optional)',
  savedApprove: 'Song request approved',
  savedReject: 'Song request rejected',
  savedRemove: 'Song removed',
  savedKeep: 'Song kept on the playlist',
  savedWithSpotify: '{saved}. {spotify}',
  // Refusals
  notCharged: 'You were not charged.',
  notChargedEarnMore: 'You were not charged. Earn a few more points, then try again.',
  duplicateNextStep: 'Look for it in the Class Playlist, or pick a different song. You were not charged.',
  // Requester
  noPeriod: 'No period',
  period: 'Period {period}',
  anonymousToClassmates: 'Anonymous to classmates',
  // Review
  approve: 'Approve',
  rejectLabel: 'Reject ({name} gets the points back)',
  removeRefund: 'Remove ({name} gets {points} back)',
  removeFromPlaylist: 'Remove from the playlist',
  keepLabel: 'Keep (the student who asked for the removal gets the points back)',
  by: 'by {artist}',
  requestedByLine: 'Requested by',
  removalPaid: 'A student paid to have this song taken off the class playlist.',
  decision: 'Decision',
  other: 'Other',
  condition: 'Condition',
  reason: 'Reason',
  studentSees: 'The student sees it with the song',
  skip: 'Skip',
  saving: 'Saving...',
  saveContinue: 'Save & Continue',
  // Search links
  searchLink: '{app}: search for {title} by {artist} (opens in a new tab)',
  // Status
  statusApproved: 'Approved',
  statusPendingApproval: 'Pending approval',
  statusPendingRemoval: 'Pending removal',
  statusRejected: 'Rejected',
  statusRemoved: 'Removed',
  // Table
  song: 'Song',
  date: 'Date',
  status: 'Status',
  listen: 'Listen',
  actions: 'Actions',
  // Student page
  songsFor: 'Songs for {name}',
  requestCosts: 'A song request costs {price}',
  requestsOff:
    'Song requests are turned off in your class right now. Ask your teacher if you would like to request a song.',
  onlyMine: 'Show only my songs',
  onlyApproved: 'Show approved songs only',
  classPlaylist: 'Class Playlist',
  loadingSongs: 'Loading songs...',
  noSongs: 'No songs have been added to this class playlist',
  beFirst: 'Be the first: press Buy a song.',
  noneApproved: 'None of your songs has been approved yet',
  noneRequested: 'You have not requested a song yet',
  noApproved: 'No approved songs yet',
  turnOffSwitches: 'Turn off the switches above to see every song of the class playlist.',
  // Teacher page
  manageTitle: 'Manage Song Requests',
  processPending: '{count, plural, one {Process requests (# pending)} other {Process requests (# pending)}}',
  requestsOffTeacher:
    "Song requests are off, so students can't request songs. Turn them on in Settings under Song Requests.",
  loadingRequests: 'Loading song requests...',
  listedByPeriod: "Your students' song requests will be listed here by period.",
  student: 'Student',
  deleteLabel: 'Delete {title} by {artist}, requested by {student}',
} as const;
