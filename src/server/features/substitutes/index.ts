/** P60's substitutes: the teacher's codes and the substitute's session. */
export { createSubstituteCodesService, type OwnCourses } from './substitute-codes.service';
export { createSubstituteSessionsService } from './substitute-sessions.service';
export { substitutesRoutes } from './substitutes.routes';
