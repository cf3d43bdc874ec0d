// What other features may use of the app frame.
export { BOTTOM_NAV_HEIGHT } from './bottom-nav';
