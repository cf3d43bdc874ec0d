// P60: a substitute's code and session, for the teacher making it and the substitute using it.
export default {
  hoursRange: 'Choose from 1 to 12 hours',
  // An unknown, ended or expired code: one refusal, so a guess learns nothing.
  unknownCode: "This code doesn't work. Ask the office or the teacher for a new one.",
  tooManyTries: 'Too many codes that did not work. Please wait 15 minutes and try again.',
  presetsOnly: "A substitute gives the teacher's presets: choose one",
  substitutesNot: "A substitute can't do this: the class's teacher can",
  // How the audit trail and a pass's "created by" name a substitute.
  substituteNamed: 'Substitute: {name}',
} as const;
