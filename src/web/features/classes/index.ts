// What other features may use of the student's classes (P40).
export { ClassPicker } from './class-picker';
export { ClassSwitcher } from './class-switcher';
