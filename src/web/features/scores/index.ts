import { dialogOnDemand } from '../../dialog-on-demand';

// What other features may use of scores: balances (a student's account), the economy view,
// assignment scores and the gradebook import. The dialogs download when first opened.
// The names the dialogs' modules export them by (not texts).
const ASSIGNMENT_DATA_DIALOG = 'AssignmentDataDialog';
const ECONOMY_DIALOG = 'EconomyDialog';
const IMPORT_SCORES_DIALOG = 'ImportScoresDialog';
export const AssignmentDataDialog = dialogOnDemand(
  () => import('./assignment-data/assignment-data-dialog'),
  ASSIGNMENT_DATA_DIALOG,
  (props) => props.open,
);
export const EconomyDialog = dialogOnDemand(
  () => import('./economy/economy-dialog'),
  ECONOMY_DIALOG,
  (props) => props.open,
);
export const ImportScoresDialog = dialogOnDemand(
  () => import('./import/import-scores-dialog'),
  IMPORT_SCORES_DIALOG,
  (props) => props.open,
);
export { useStudentAccount } from './queries';
export { useEconomy } from './queries';
