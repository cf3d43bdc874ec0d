import { dialogOnDemand } from '../../dialog-on-demand';

// What other features may use of scores: balances (a student's account), the economy view,
// assignment scores and the gradebook import. The dialogs download when first opened.
export const AssignmentDataDialog = dialogOnDemand(
  () => import('./assignment-data/assignment-data-dialog'),
  'AssignmentDataDialog',
  (props) => props.open,
);
export const EconomyDialog = dialogOnDemand(
  () => import('./economy/economy-dialog'),
  'EconomyDialog',
  (props) => props.open,
);
export const ImportScoresDialog = dialogOnDemand(
  () => import('./import/import-scores-dialog'),
  'ImportScoresDialog',
  (props) => props.open,
);
export { useStudentAccount } from './queries';
export { useEconomy } from './queries';
