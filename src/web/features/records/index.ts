// What other features use of records (P41): Manage Teachers' lookup of a student's record. The
// record's own page is in the route list (src/shared/pages.ts) and downloads when first opened.
export { RecordLookupCard } from './record-lookup-card';
