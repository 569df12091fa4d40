import { readCookie, sessionCookie } from '@/lib/auth/cookies';
import { idpCallbackRoute } from '@/lib/auth/contracts';
import { completeIdpSignIn } from '@/lib/auth/idp/complete-idp-sign-in';
import { IdpSignInError, signInErrorLocation } from '@/lib/auth/idp/idp-sign-in-error';
import { clearIdpStateCookie, idpStateCookieName } from '@/lib/auth/idp/idp-state-cookie';
import { publicRoute } from '@/lib/http/route';
import { completeGoogleConnect, connectResultLocation } from '@/lib/google-connection/complete-google-connect';
import { findConnectPurpose } from '@/lib/google-connection/find-connect-purpose';

export const GET = publicRoute(idpCallbackRoute, async ({ req, query, meta }) => {
  const headers = new Headers({ 'set-cookie': clearIdpStateCookie() });
  // The same redirect URI serves Calendar and Drive connects; their state says which.
  const connectPurpose = await findConnectPurpose(query.state);
  if (connectPurpose) {
    try {
      await completeGoogleConnect(
        connectPurpose,
        query,
        readCookie(req.headers.get('cookie'), idpStateCookieName),
        meta,
      );
      headers.set('location', connectResultLocation(connectPurpose));
    } catch (error) {
      if (!(error instanceof IdpSignInError)) throw error;
      headers.set('location', connectResultLocation(connectPurpose, error.reason));
    }
    return new Response(null, { status: 303, headers });
  }
  try {
    const browserState = readCookie(req.headers.get('cookie'), idpStateCookieName);
    const { sessionId, redirectTo } = await completeIdpSignIn(query, browserState, meta);
    // Relative, so the browser stays on the host it used (the cookie is set for that host).
    headers.set('location', redirectTo);
    headers.append('set-cookie', sessionCookie(sessionId));
  } catch (error) {
    // A refused sign-in is a page for a person, not an API error: back to sign-in with the reason.
    if (!(error instanceof IdpSignInError)) throw error;
    headers.set('location', signInErrorLocation(error.reason));
  }
  return new Response(null, { status: 303, headers });
});
