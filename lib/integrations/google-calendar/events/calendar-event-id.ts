/**
 * The Google event id of a session, the same on every attempt: a retried insert then meets its own
 * earlier event (409) instead of creating a second one. Google ids use base32hex (0-9, a-v), 5 to
 * 1024 characters; a UUID's hex digits and the prefix all fit.
 */
export const calendarEventIdFor = (sessionId: string) => `lektio${sessionId.replaceAll('-', '').toLowerCase()}`;
