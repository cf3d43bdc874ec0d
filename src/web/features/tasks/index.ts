// What other features may use of tasks (assignments).
export { ManageAssignmentsDialog } from './manage-assignments-dialog';
export { useTasks } from './queries';
