import { z } from 'zod';

/** A malformed value (too long, repeated) counts as absent, so the browser still gets a redirect. */
const callbackValue = (maxLength: number) => z.string().min(1).max(maxLength).optional().catch(undefined);

/**
 * What Google appends to the redirect URI: `code` and `state` on success, `error` (and `state`) when
 * the user cancels. Not strict, unlike our own schemas: Google adds `scope`, `authuser`, `prompt`,
 * `hd`..., which we ignore.
 */
export const ZIdpCallbackQuery = z.object({
  code: callbackValue(2048),
  state: callbackValue(256),
  error: callbackValue(256),
});
export type TIdpCallbackQuery = z.infer<typeof ZIdpCallbackQuery>;
