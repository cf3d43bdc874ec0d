/**
 * A student's account as the student and their teachers read it: the profile, the subtotals and the
 * transactions' heading. Their own catalogue, so a student's page does not download Manage Accounts'
 * texts.
 */
export default {
  transactions: 'Transactions',
  editTransactions: 'Edit transactions',
  balance: 'Balance',
  assessment: 'Assessment',
  bonus: 'Bonus',
  fine: 'Fine',
  purchase: 'Purchase',
  subtotals: 'Subtotals',
  studentProfile: 'Student profile',
  primeMember: 'Prime member',
  requestsAnonymously: 'Requests songs anonymously',
  anonymousRequests: 'Anonymous song requests',
  dropped: 'dropped',
  notEnrolled: 'Not enrolled in a course',
} as const;
