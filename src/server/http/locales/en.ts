// What the API says for every route (seed 000 section 8): each message follows its error key
// ('session has ended or is missing. Please log in').
export default {
  sessionMissing: 'has ended or is missing. Please log in',
  suspended: 'has been suspended',
  notAllowed: 'is not allowed for your account',
  chooseClass: 'Choose one of your classes',
  ownTeacherOnly: 'is shared with you: only its own teacher can do this',
  cannotBeChangedHere: 'cannot be changed here',
  genericServerError: 'Something went wrong on our side. Please try again in a moment.',
  databaseUnavailable:
    'Classmint cannot reach its database right now. Nothing was changed; please try again in a moment.',
  busy: 'Classmint is very busy right now. Nothing was changed; please try again in a moment.',
  didNotArriveWhole: 'did not arrive whole',
  tooManyRequests: 'are too many. Please wait a minute and try again',
  notValidJson: 'is not valid JSON',
  tooLarge: 'is too large',
  mustBeJson: 'must be sent as application/json',
  couldNotBeRead: 'could not be read',
  tookTooLong: 'took too long to arrive. Please try again',
  headersTooLarge: 'are too large',
  unsafeText: 'contains a character that is not allowed (a NUL character or broken Unicode)',
  tooDeep: 'is nested too deeply (at most {levels} levels)',
  routeNotFound: '{method} {url} was not found',
  notAnAddress: 'is not a valid address',
} as const;
