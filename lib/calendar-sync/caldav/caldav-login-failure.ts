import { BusinessRuleError } from '@/lib/core/errors';
import { CaldavAnswerError } from '@/lib/integrations/caldav/caldav-errors';

/**
 * The server refused the account (401/403) or has no calendars there (404): the teacher's input is
 * wrong, said as a 422 on the field to fix. Anything else (timeouts, 5xx: 503) passes through.
 */
export function explainCaldavLoginFailure(error: unknown): never {
  if (error instanceof CaldavAnswerError && (error.status === 401 || error.status === 403)) {
    throw new BusinessRuleError('CALDAV_LOGIN_REFUSED', 'The server refused this user name and password', [
      { path: 'password', message: 'Check the user name and the app password' },
    ]);
  }
  if (error instanceof CaldavAnswerError && error.status === 404) {
    throw new BusinessRuleError('CALDAV_NOT_FOUND', 'No CalDAV calendars were found at this address', [
      { path: 'serverUrl', message: 'Check the server address' },
    ]);
  }
  throw error;
}
