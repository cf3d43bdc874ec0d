import { timestamp } from 'drizzle-orm/pg-core';

/** Every table's `created_at`: when the row was made, in the database's clock unless given. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
