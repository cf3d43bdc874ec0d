/** P47: OneRoster rosters, wired by app.ts; no other feature uses them. */
export { rostersRoutes } from './rosters.routes';
export { createRostersService } from './rosters.service';
