/** Texts a teacher's students may be sent in a month when the teacher set nothing. */
export const defaultSmsMonthlyCap = 100;
/** A verification code is good for this long, and this many wrong tries. */
export const verificationCodeTtlMs = 10 * 60 * 1000;
export const maxVerificationAttempts = 5;

/** The first instant of `at`'s calendar month, UTC: the cap counts texts from here. */
export const monthStartUtc = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/** E.164 (`+` and 7-15 digits) after removing spaces, dots, dashes and brackets people type. */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}

/** The words carriers treat as opting out and back in (Twilio's defaults). */
const stopWords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const startWords = new Set(['START', 'YES', 'UNSTOP']);

export function inboundIntent(body: string): 'stop' | 'start' | null {
  const word = body.trim().toUpperCase();
  if (stopWords.has(word)) return 'stop';
  if (startWords.has(word)) return 'start';
  return null;
}
