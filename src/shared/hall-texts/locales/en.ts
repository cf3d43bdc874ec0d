// The hall pass texts the server and the web app share (P48, P49, P50): refusals, alerts, checks.
export default {
  // Hallpass alerts (seed 000 sections 4 and 8), for the student and for the teacher.
  seeTeacher: 'Please see your teacher for a hallpass',
  // The day's passes are used (`hallpass.perDay`); for one a day, the seed's words.
  expired:
    '{perDay, plural, one {Your hallpass for today is expired. If you need a new hallpass, please see your teacher.} other {You have used your # hallpasses for today. If you need another, please see your teacher.}}',
  activeForStudent:
    'An active hallpass already exists for another student. Please try again in {minutes, plural, other {{minutes} minutes}}. If this is an emergency, please see your teacher.',
  fundsForStudent:
    'You do not have enough points to purchase a hallpass. If this is an emergency, please see your teacher.',
  limitForStudent: 'You have reached your pass limit. If this is an emergency, please see your teacher.',
  fundsForTeacher: 'This student has {points, plural, other {{points} pts}} which is less than the cost of a hallpass',
  limitForTeacher: 'This student has {passes, plural, other {{passes} passes}} and has exceeded their pass limit',
  activeForTeacher:
    '{who} has an active hallpass to {destination}, created at {createdAt} for {minutes, plural, one {# minute} other {# minutes}}',
  // P48: a separation's refusal never names the other student.
  busy: 'Please wait: the hall is busy right now. Try again in a few minutes.',
  busyForTeacher: '{who} may not be out at the same time as {other}, who is out now',
  blackout:
    'Passes are paused right now. They open again at {until}. If this is an emergency, please see your teacher.',
  alreadyWaiting: 'You are already waiting for a pass. You can leave the line from your Passes page.',
  notStarted: 'This pass has not started yet',
  notRequested: 'This pass is not waiting for approval',
  notWaiting: "This pass has already started: use I'm back when you return",
  unknownDestination: "Choose one of your teacher's destinations",
  // Where a pass goes when the teacher lists no destinations (seed 000 section 9), in the reader's words.
  defaultDestination: 'restroom',
  // The teacher's pass dialog suggests these (with the default) as destinations.
  suggestClassroom: 'classroom',
  suggestCounselor: 'counselor',
  suggestGym: 'gym',
  suggestHealthOffice: 'health office',
  suggestLibrary: 'library',
  suggestOffice: 'office',
  suggestSocialWorker: 'social worker',
  // Checks of a pass.
  atMostMinutes: 'Cannot be more than {max} minutes',
  mustBeStudentId: 'Must be a student id',
  mustBeUsername: 'Must be a username',
  mustBeUsernames: 'Must be a list of usernames',
  atLeastTwoStudents: 'Name at least two students',
  atMostStudents: 'At most {max} students',
  eachStudentOnce: 'Name each student once',
  separationIdOrStudents: "Send the separation's _id or its students",
  // P50: the emergency. The spec's words for students, on every pass screen and in a refused start.
  emergencyStudent: "Please stay where you are and follow your teacher's instructions.",
  // A teacher's refused pass (create, even with override; approve).
  emergencyStaff: 'Passes are stopped: an emergency is on.',
  emergencyBody: 'Send \'{"emergency":{"on":true}}\' or \'{"on":false}\'',
  // P49: the classroom kiosk.
  pinFourDigits: 'Must be 4 digits',
  typeStudentNumber: 'Type your student number',
  tooLong: 'Too long',
  typePin: 'Type your 4-digit PIN',
  unknownCode: "This kiosk code doesn't work. Ask your teacher for a new one.",
  closed: 'This kiosk was turned off. Ask your teacher to set it up again.',
  unknownStudent: "That number isn't in this class. Check it and try again.",
  wrongPin: "That PIN doesn't match. Try again.",
  pinNeeded: 'Type your 4-digit PIN.',
  noPin: 'Your teacher has not set a PIN for you yet. Please ask them.',
  pinLocked: 'Too many tries. Please ask your teacher.',
  keyNeeded: 'Send an Idempotency-Key header with each kiosk change.',
  // The weekly report.
  mustBeDate: 'Must be a date (YYYY-MM-DD)',
} as const;
