import { AppError } from '@/lib/core/errors';

export type GooglePurpose = 'calendar' | 'drive';

/** The grant was revoked or expired: only the teacher can fix it, by connecting again. */
export class ReconnectNeededError extends AppError {
  constructor(readonly purpose: GooglePurpose) {
    super(
      409,
      'RECONNECT_NEEDED',
      `Google ${purpose === 'calendar' ? 'Calendar' : 'Drive'} needs to be connected again`,
    );
  }
}

/** The teacher never connected this integration (or disconnected it). */
export class NotConnectedError extends AppError {
  constructor(readonly purpose: GooglePurpose) {
    super(409, 'INVALID_STATE', `Google ${purpose === 'calendar' ? 'Calendar' : 'Drive'} is not connected`);
  }
}

/** Google's token endpoint says the refresh token is no good (revoked, expired, wrong client). */
export function isInvalidGrant(error: unknown): boolean {
  const data = (error as { response?: { data?: { error?: unknown } } })?.response?.data;
  return data?.error === 'invalid_grant';
}
