import { z } from 'zod';

/** Path parameters several features share. A value outside these bounds answers 404, as an unknown one does. */
export const ZSlugParams = z.object({ slug: z.string().min(1).max(80) });
export const ZIdParams = z.object({ id: z.string().min(1).max(64) });
export const ZUsernameParams = z.object({ username: z.string().min(1).max(80) });
