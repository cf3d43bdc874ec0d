/** The privacy feature's public surface: other features log staff reads of students' data through it (P44). */
export { logAccess } from './access-log';
