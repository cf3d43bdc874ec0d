import { dialogOnDemand } from '../../dialog-on-demand';

// What other features may use of hallpasses: the teacher's pass dialog and Manage Hallpasses.
// The dialogs download when first opened.
export const CreatePassDialog = dialogOnDemand(
  () => import('./create-pass-dialog'),
  'CreatePassDialog',
  (props) => props.student !== null,
);
export type { TPassStudent } from './create-pass-dialog';
// P50: the admin's emergency switch (Manage Teachers).
export { SchoolEmergencyCard } from './emergency-control';
export const ManageHallpassesDialog = dialogOnDemand(
  () => import('./manage-hallpasses-dialog'),
  'ManageHallpassesDialog',
  (props) => props.open,
);
