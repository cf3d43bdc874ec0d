export { onDemand, type TOnDemand } from '../shared/on-demand';

/** Said when code asked for on demand could not be downloaded (a dropped connection, or a newer version). */
export const LOAD_ON_DEMAND_FAILED = 'This could not be opened. Please check your connection, or reload the page.';
