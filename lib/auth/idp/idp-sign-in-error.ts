import { AppError } from '@/lib/core/errors';

/**
 * Why a Google sign-in did not complete. Each reason is a `?error=` code the sign-in page explains:
 * - `state`: the callback's state is missing, unknown, expired or already used (or there is no code)
 * - `denied`: the user cancelled on Google's consent screen
 * - `account`: the Google identity clashes with another teacher (same e-mail, another subject)
 * - `idp`: Google's answer could not be trusted (code exchange or ID token refused, e-mail unverified)
 * - `idp_unconfigured`: no Google client here (development only; production answers 503)
 */
export type IdpFailureReason = 'state' | 'denied' | 'account' | 'idp' | 'idp_unconfigured';

const statusByReason: Record<IdpFailureReason, number> = {
  state: 400,
  denied: 403,
  account: 409,
  idp: 502,
  idp_unconfigured: 503,
};

/** Thrown by the sign-in domain functions; the routes turn it into a redirect to `/sign-in?error=<reason>`. */
export class IdpSignInError extends AppError {
  constructor(
    readonly reason: IdpFailureReason,
    message: string,
  ) {
    super(statusByReason[reason], 'IDP_SIGN_IN_FAILED', message);
  }
}

/** Where the browser goes after a failed sign-in. */
export const signInErrorLocation = (reason: IdpFailureReason) => `/sign-in?error=${reason}`;
