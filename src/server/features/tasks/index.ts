/** Assignments, which the scores feature reads and creates through this service. */
export type { TasksService } from './tasks.service';
