// What other features may use of the class's other adults (P60): Manage Courses opens these.
export { CoTeachersDialog } from './co-teachers-dialog';
export { SubstituteCodesDialog } from './substitute-codes-dialog';
export { teacherName } from './teacher-name';
