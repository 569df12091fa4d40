import 'server-only';
import { BrokenCircuitError, IsolatedCircuitError } from 'cockatiel';
import { googleBreaker } from '@/lib/integrations/google/google-breaker';
import { DriveUnavailableError } from './drive-files-adapter';

/**
 * Runs a Drive call through the one Google breaker (the processor's policy), keeping Google's own
 * error for the caller to map; while the circuit is open the call is not made and the caller sees
 * the provider as unavailable (jobs retry it later, pages say so).
 */
export async function throughGoogleBreaker<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await googleBreaker().execute(work);
  } catch (error) {
    if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError) {
      throw new DriveUnavailableError(error);
    }
    throw error;
  }
}
