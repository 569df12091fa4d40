import { AppError, type ErrorDetail } from '@/lib/core/errors';

/**
 * 409 SLOT_UNAVAILABLE naming the occurrences whose time is taken (`details[].path` is
 * `occurrences.<index>` of the request, or `sessions.<sessionId>` for a move), so the client marks them.
 */
export class OccurrenceConflictError extends AppError {
  constructor(message: string, details: ErrorDetail[]) {
    super(409, 'SLOT_UNAVAILABLE', message, details);
  }
}
