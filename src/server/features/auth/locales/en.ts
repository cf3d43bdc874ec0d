// What signing in answers (P10, P46): each message follows its error key ('username or password is invalid').
export default {
  pausedSeconds: 'attempts are paused. Please try again in {seconds} {seconds, plural, one {second} other {seconds}}',
  pausedMinutes: 'attempts are paused. Please try again in {minutes} {minutes, plural, one {minute} other {minutes}}',
  invalid: 'is invalid',
  turnedOff: 'is turned off at this school.',
  turnedOffForStudents: 'is turned off for students at this school.',
  turnedOffUseProvider: "is turned off at this school. Please use 'Sign in with {provider}'.",
  turnedOffForStudentsUseProvider: "is turned off for students at this school. Please use 'Sign in with {provider}'.",
} as const;
