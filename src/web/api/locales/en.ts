// What a request that failed without the server's own words says (seed 000 section 8): each
// message follows its error key ('connection failed. ...').
export default {
  requestFailed: 'Request failed with status {status}',
  connectionFailed: 'failed. Classmint could not be reached; check your internet connection and try again.',
  somethingWentWrong: 'went wrong. Please try again.',
  sessionEnded: 'has ended. Please log in again.',
  accessNotAllowed: 'is not allowed for your account.',
  requestNotFound: 'was not found.',
  tooManyAttempts: 'are too many. Please wait a minute and try again.',
  serverFailed: 'could not finish the request. Please try again in a moment.',
} as const;
