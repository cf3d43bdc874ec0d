// The hall pass server's own texts (P48, P49, P50). The shared refusals are in src/shared/hall-texts.
export default {
  required: 'Required',
  notInCourse: 'is not in a course',
  noStudentNumber: 'No student of yours has the number {number}',
  // Ledger lines and notifications: kept as messages, read in their reader's language (src/server/i18n/stored-text.ts).
  typeTitle: 'Hallpass',
  boughtDescription: 'Hallpass: {destination} ({minutes} min)',
  kioskFreeDescription: 'Hallpass at the kiosk: {destination} ({minutes} min), free because kiosk PINs are off',
  deletedRefund: 'Hallpass deleted: refund',
  notApprovedRefund: 'Hallpass not approved: refund',
  lineLeftRefund: 'Hallpass line left: refund',
  withdrawnRefund: 'Hallpass request withdrawn: refund',
  emergencyEndedRefund: 'Hallpass ended for an emergency: refund',
  emergencyLineRefund: 'Hallpass line closed for an emergency: refund',
  emergencyRequestRefund: 'Hallpass request closed for an emergency: refund',
  expiredRefund: 'Unused hallpass removed after a long time: refund',
  lateDescription: 'Late back from {destination}: {minutes} min over',
  fineTitle: 'Fine added',
  fineContent: '{description}. {points} fine.',
  // The teacher hears of a late return's fine: the rule charged without anyone pressing.
  lateFineTeacherTitle: 'Late return fined',
  lateFineTeacher: '{student} came back {minutes} min late from {destination}: {points} fine.',
  lateFineTeacherCapped:
    '{student} came back {minutes} min late from {destination}. The fine was {due}; {taken} taken, all their balance allowed: a late fine never takes a balance below 0.',
  refundedTitle: 'Hallpass refunded',
  refundedContent: 'Your teacher removed your hallpass ({destination}). {points} returned to your account.',
  approvedTitle: 'Hallpass approved',
  approvedGo: 'Your teacher approved your pass to {destination}. You can go now.',
  approvedInLine: 'Your teacher approved your pass to {destination}. You are in line: it starts when a place frees.',
  notApprovedTitle: 'Hallpass not approved',
  notApprovedContent: 'Your teacher did not approve your pass to {destination} this time.',
  notApprovedRefunded:
    'Your teacher did not approve your pass to {destination} this time. {points} returned to your account.',
} as const;
