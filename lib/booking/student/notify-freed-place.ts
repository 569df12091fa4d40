import 'server-only';
import { log } from '@/lib/core/log';
import { offerFreedPlace } from '@/lib/waitlist/offer-freed-place';

/** After a commit that freed a place: tell the waitlist, never failing the student's response. */
export async function notifyFreedPlace(input: { teacherId: string; serviceId: string; now?: Date }) {
  try {
    await offerFreedPlace(input);
  } catch (error) {
    log.error({ err: error, ...input }, 'offering a freed place failed');
  }
}
