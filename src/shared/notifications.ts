import { z } from 'zod';

/** An in-app notification (seed 000 section 3): severity, title and text. */
export const ZNotification = z.object({
  _id: z.string(),
  type: z.enum(['success', 'info', 'warning', 'error']),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;
