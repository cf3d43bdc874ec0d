/** The admin's teacher accounts, served beside students under /api/users. */
export type { TeachersService } from './teachers.service';
