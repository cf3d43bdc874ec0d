import * as zod from 'zod';
import { says } from '../messages';
import { sharedText } from '../texts';

/** Path parameters several features share. A value outside these bounds answers 404, as an unknown one does. */
export const ZSlugParams = zod.object({ slug: zod.string().min(1).max(80) });
export const ZIdParams = zod.object({ id: zod.string().min(1).max(64) });
export const ZUsernameParams = zod.object({ username: zod.string().min(1).max(80) });

/** A username asked for in a query (`?username=`): required, trimmed. */
export const zUsernameQuery = () =>
  zod
    .string()
    .trim()
    .min(
      1,
      says(() => sharedText.t('required')),
    )
    .max(80);
