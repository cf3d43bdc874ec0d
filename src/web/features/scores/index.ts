// What other features may use of scores: balances (a student's account), the economy view,
// assignment scores and the gradebook import.
export { AssignmentDataDialog } from './assignment-data/assignment-data-dialog';
export { EconomyDialog } from './economy/economy-dialog';
export { ImportScoresDialog } from './import/import-scores-dialog';
export { useStudentAccount } from './queries';
