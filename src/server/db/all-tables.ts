/**
 * Every table, from every table file (schema.ts and the feature ones beside it, which drizzle reads
 * as `*schema.ts`): what the database client, the backup's checks and anything listing the schema
 * take, so a table in a new file is never left out.
 */
export * from './hall-schema';
export * from './schema';
export * from './sign-in-schema';
export * from './co-teaching-schema';
