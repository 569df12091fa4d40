import { createHash } from 'node:crypto';

/**
 * The database keeps only the SHA-256 of a state value: a copy of `oauth_states` cannot be used to
 * complete someone else's sign-in. A plain hash suffices because the state is 32 random bytes.
 */
export const oauthStateHash = (state: string) => createHash('sha256').update(state, 'utf8').digest('hex');
