import { AppError } from '@/lib/core/errors';

/**
 * One answer for every token that cannot sign in: unknown, malformed, expired, already used, or
 * bound to a student who is gone. 401 because the token is the credential; the code lets the
 * landing page show "this link has expired or was already used" (docs/decisions/0009).
 */
export class InvalidMagicLinkError extends AppError {
  constructor() {
    super(401, 'INVALID_TOKEN', 'This sign-in link is invalid, expired or was already used. Ask for a new one.');
  }
}
