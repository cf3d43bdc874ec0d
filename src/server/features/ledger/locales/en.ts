// The ledger's refusals (P12a, P13); each follows its English error key, e.g. "transaction belongs to...".
export default {
  belongsToOrder: 'belongs to a store order: change the order instead',
  isRefund: 'is a refund the system made and cannot be changed',
  finesOff: 'are turned off in your settings',
  teacherOnly: 'can only be added by your teacher',
  // The student's notification of a teacher's bonus or fine (its content is the entry's description).
  bonusTitle: 'Bonus: +{points}',
  fineTitle: 'Fine: -{points}',
} as const;
