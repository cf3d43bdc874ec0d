// What other features may use of the app frame.
export { StickyActionBar } from './sticky-action-bar';
