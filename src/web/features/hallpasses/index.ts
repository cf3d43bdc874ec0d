// What other features may use of hallpasses: the teacher's pass dialog and Manage Hallpasses.
export { CreatePassDialog } from './create-pass-dialog';
export type { TPassStudent } from './create-pass-dialog';
export { ManageHallpassesDialog } from './manage-hallpasses-dialog';
