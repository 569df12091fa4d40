import type { OAuthPurpose } from '@/generated/prisma/client';
import type { GooglePurpose } from './google-connection-errors';

/**
 * What each integration asks for on top of sign-in, and nothing more: the calendar list (to pick
 * calendars), free/busy of the read calendars, and events (the write calendar).
 */
export const googleScopes: Record<GooglePurpose, readonly string[]> = {
  calendar: [
    'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
    'https://www.googleapis.com/auth/calendar.freebusy',
    'https://www.googleapis.com/auth/calendar.events',
  ],
  // drive.file: the folders and copies Lektio creates; readonly: the teacher's files it copies or imports.
  drive: ['https://www.googleapis.com/auth/drive.file', 'https://www.googleapis.com/auth/drive.readonly'],
};

export const oauthPurposeOf: Record<GooglePurpose, OAuthPurpose> = {
  calendar: 'calendar_connect',
  drive: 'drive_connect',
};

export function googlePurposeOf(purpose: OAuthPurpose): GooglePurpose | null {
  if (purpose === 'calendar_connect') return 'calendar';
  if (purpose === 'drive_connect') return 'drive';
  return null;
}
