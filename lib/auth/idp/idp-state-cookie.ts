import { clearCookie, serializeCookie, sessionCookieOptions } from '../cookies';

/**
 * The raw state also travels in a short-lived cookie of the browser that started the sign-in. The
 * callback must bring the same value in the URL and in this cookie: a callback link made by someone
 * else (their code and state, "login CSRF") fails in the victim's browser. SameSite=Lax still sends
 * it on the top-level redirect back from Google.
 */
export const idpStateCookieName = 'svc_idp_state';
const lifetimeSeconds = 10 * 60;

export const idpStateCookie = (state: string) =>
  serializeCookie(idpStateCookieName, state, sessionCookieOptions(lifetimeSeconds));

export const clearIdpStateCookie = () => clearCookie(idpStateCookieName);
