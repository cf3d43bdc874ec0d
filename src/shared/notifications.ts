import * as zod from 'zod';

/** An in-app notification (seed 000 section 3): severity, title and text. */
export const ZNotification = zod.object({
  _id: zod.string(),
  type: zod.enum(['success', 'info', 'warning', 'error']),
  title: zod.string(),
  content: zod.string(),
  createdAt: zod.string(),
});
export type TNotification = zod.infer<typeof ZNotification>;
