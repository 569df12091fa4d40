import { consumeOAuthState } from '@/lib/auth/idp/consume-oauth-state';
import { IdpSignInError } from '@/lib/auth/idp/idp-sign-in-error';
import type { TIdpCallbackQuery } from '@/lib/auth/idp/schemas';
import { oauthStateHash } from '@/lib/auth/idp/oauth-state-hash';
import { recordAudit } from '@/lib/audit/record-audit';
import { ServiceUnavailableError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { log } from '@/lib/core/log';
import { syncWatchChannelsQuietly } from '@/lib/calendar-sync/watch/sync-watch-channels';
import { exchangeSignInCode, GoogleIdentityError } from '@/lib/integrations/google/exchange-sign-in-code';
import type { GooglePurpose } from '@/lib/integrations/google/google-connection-errors';
import { oauthPurposeOf } from '@/lib/integrations/google/google-scopes';
import { googleCredentials } from '@/lib/integrations/google/oauth-client';
import { replayAfterReconnect } from './replay-after-reconnect';
import { storeGoogleGrant } from './store-google-grant';

export const integrationsPage = '/teacher/settings/integrations';

/** Where the browser lands after a connect attempt; the page explains `error`. */
export const connectResultLocation = (purpose: GooglePurpose, error?: string) =>
  `${integrationsPage}?${new URLSearchParams(error ? { purpose, error } : { connected: purpose })}`;

/**
 * Finishes an incremental authorisation from the sign-in callback: the same checks as sign-in
 * (state of this browser, spent once, PKCE, verified ID token), then the refresh token is sealed
 * into the teacher's connection. Refusals are IdpSignInErrors (`state`, `denied`, `idp`).
 */
export async function completeGoogleConnect(
  purpose: GooglePurpose,
  callback: TIdpCallbackQuery,
  browserState: string | undefined,
  meta?: RequestMeta,
): Promise<{ teacherId: string }> {
  const credentials = googleCredentials();
  if (!credentials) throw new ServiceUnavailableError('Google is not configured here');
  if (callback.error) {
    await consumeOAuthState(callback.state, oauthPurposeOf[purpose]).catch(() => undefined);
    throw new IdpSignInError('denied', 'Google access was not granted');
  }
  if (!callback.state || !browserState || oauthStateHash(callback.state) !== oauthStateHash(browserState)) {
    throw new IdpSignInError('state', 'The connect state does not belong to this browser');
  }
  const { codeVerifier, teacherId } = await consumeOAuthState(callback.state, oauthPurposeOf[purpose]);
  if (!teacherId || !callback.code) throw new IdpSignInError('state', 'The connect callback is incomplete');
  const identity = await exchangeSignInCode(credentials, { code: callback.code, codeVerifier }).catch(
    (error: unknown) => {
      if (!(error instanceof GoogleIdentityError)) throw error;
      log.warn({ reason: error.message, purpose }, 'google connect refused');
      throw new IdpSignInError('idp', 'Google access could not be verified');
    },
  );
  // prompt=consent always yields one; without it nothing could act later.
  if (!identity.refreshToken) throw new IdpSignInError('idp', 'Google issued no refresh token');
  const { email: accountEmail, refreshToken } = identity;
  await transaction(async (tx) => {
    await replayAfterReconnect(tx, teacherId, purpose); // reads the status the grant below replaces
    await storeGoogleGrant(tx, teacherId, purpose, { accountEmail, refreshToken });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'settings.google_connect',
      entity: { type: 'teacher', id: teacherId },
      metadata: { purpose, accountEmail },
      request: meta,
    });
  });
  if (purpose === 'calendar') await syncWatchChannelsQuietly(teacherId);
  return { teacherId };
}
