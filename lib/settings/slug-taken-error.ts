import { AppError } from '@/lib/core/errors';
import { slugMessages } from './profile-schemas';

/** 409 `SLUG_TAKEN`: another teacher holds the public address (the form places it on the field). */
export class SlugTakenError extends AppError {
  constructor() {
    super(409, 'SLUG_TAKEN', slugMessages.taken, [{ path: 'slug', message: slugMessages.taken }]);
  }
}
