import { text, timestamp, uniqueIndex, uuid, pgTable } from 'drizzle-orm/pg-core';
import { users } from './schema';

// The school's sign-in (P46) beside the people it signs in.

/**
 * Which account of the school's identity provider a person is (P46, binding): the provider's issuer
 * and its `sub` for them, written at their first school sign-in. From then on only that subject
 * finds them. One per person, for the provider configured now: a binding made under another issuer
 * (the school changed providers) is replaced at the next sign-in. A `sub` identifies the person, so
 * the row goes with them (P42: the foreign key cascades); the admin deletes it to unbind.
 */
export const oidcBindings = pgTable(
  'oidc_bindings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
  },
  // One person per provider account: a subject can never find two people.
  (t) => [uniqueIndex('oidc_bindings_issuer_subject_idx').on(t.issuer, t.subject)],
);
