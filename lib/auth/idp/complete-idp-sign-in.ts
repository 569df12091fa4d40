import { recordAudit } from '@/lib/audit/record-audit';
import { log } from '@/lib/core/log';
import type { RequestMeta } from '@/lib/core/request-meta';
import {
  exchangeSignInCode,
  GoogleIdentityError,
  type GoogleIdentity,
} from '@/lib/integrations/google/exchange-sign-in-code';
import type { GoogleCredentials } from '@/lib/integrations/google/oauth-client';
import { transaction } from '@/lib/outbox/transaction';
import { createSession } from '../create-session';
import { endOtherTeacherSessions } from '../end-other-sessions';
import { sessionKey } from '../session-token';
import { consumeOAuthState } from './consume-oauth-state';
import { findOrCreateIdpTeacher } from './find-or-create-idp-teacher';
import { IdpSignInError } from './idp-sign-in-error';
import { oauthStateHash } from './oauth-state-hash';
import { requireGoogleCredentials } from './require-google-credentials';
import type { TIdpCallbackQuery } from './schemas';
import { storeGoogleRefreshToken } from './store-google-refresh-token';

export type IdpSignInResult = {
  sessionId: string;
  teacherId: string;
  /** The onboarding page until the teacher has completed it, then the dashboard. */
  redirectTo: '/teacher' | '/teacher/onboarding';
};

/**
 * Finishes a Google sign-in from the callback: checks the state against the one this browser was
 * given (`browserState`, from the cookie) and spends it, exchanges the code with its PKCE
 * verifier, verifies the ID token, finds or creates the teacher by Google subject and starts a
 * fresh session. Any refusal is an IdpSignInError whose reason the sign-in page explains.
 */
export async function completeIdpSignIn(
  callback: TIdpCallbackQuery,
  browserState: string | undefined,
  meta: RequestMeta,
): Promise<IdpSignInResult> {
  const credentials = requireGoogleCredentials();
  if (callback.error) {
    // Cancelled on Google's screen: spend the state anyway, whatever it is.
    await consumeOAuthState(callback.state, 'idp_login').catch(() => undefined);
    throw new IdpSignInError('denied', 'Google sign-in was cancelled');
  }
  // Started in another browser (or no cookie): refuse before touching the stored state.
  if (!callback.state || !browserState || oauthStateHash(callback.state) !== oauthStateHash(browserState)) {
    throw new IdpSignInError('state', 'The sign-in state does not belong to this browser');
  }
  const { codeVerifier } = await consumeOAuthState(callback.state, 'idp_login');
  if (!callback.code) throw new IdpSignInError('state', 'The sign-in callback carries no code');
  const identity = await verifiedIdentity(credentials, callback.code, codeVerifier);

  const { teacher, created, previousEmail } = await findOrCreateIdpTeacher(identity, meta);
  if (identity.refreshToken) await storeGoogleRefreshToken(teacher.id, identity.email, identity.refreshToken);
  const sessionId = await transaction(async (tx) => {
    const session = await createSession(
      { role: 'teacher', teacherId: teacher.id },
      { ipAddress: meta.ipAddress, userAgent: meta.userAgent },
      { tx },
    );
    // An e-mail change is an account change: every other session of the teacher ends (spec 8).
    const endedSessions = previousEmail
      ? await endOtherTeacherSessions(teacher.id, sessionKey(session.sessionId), tx)
      : 0;
    await recordAudit(tx, {
      teacherId: teacher.id,
      actor: { type: 'teacher', id: teacher.id },
      action: 'auth.idp_login',
      entity: { type: 'teacher', id: teacher.id },
      metadata: { provider: 'google', newTeacher: created, emailChanged: previousEmail !== null, endedSessions },
      request: meta,
    });
    return session.sessionId;
  });
  return {
    sessionId,
    teacherId: teacher.id,
    redirectTo: teacher.onboardingCompleted ? '/teacher' : '/teacher/onboarding',
  };
}

async function verifiedIdentity(credentials: GoogleCredentials, code: string, codeVerifier: string) {
  let identity: GoogleIdentity;
  try {
    identity = await exchangeSignInCode(credentials, { code, codeVerifier });
  } catch (error) {
    if (!(error instanceof GoogleIdentityError)) throw error;
    log.warn({ reason: error.message }, 'google sign-in refused');
    throw new IdpSignInError('idp', 'Google sign-in could not be verified');
  }
  // An unverified address could belong to someone else; it must not become a teacher's e-mail.
  if (!identity.emailVerified) throw new IdpSignInError('idp', 'The Google account e-mail is not verified');
  return identity;
}
