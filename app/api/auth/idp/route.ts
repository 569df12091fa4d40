import { idpSignInRoute } from '@/lib/auth/contracts';
import { IdpSignInError, signInErrorLocation } from '@/lib/auth/idp/idp-sign-in-error';
import { idpStateCookie } from '@/lib/auth/idp/idp-state-cookie';
import { startIdpSignIn } from '@/lib/auth/idp/start-idp-sign-in';
import { publicRoute } from '@/lib/http/route';

export const GET = publicRoute(idpSignInRoute, async () => {
  try {
    const { consentUrl, state } = await startIdpSignIn();
    return new Response(null, { status: 303, headers: { location: consentUrl, 'set-cookie': idpStateCookie(state) } });
  } catch (error) {
    // Only "not configured" outside production is a redirect; anything else is an error response.
    if (error instanceof IdpSignInError) {
      return new Response(null, { status: 303, headers: { location: signInErrorLocation(error.reason) } });
    }
    throw error;
  }
});
