import { inngest } from '@/inngest/client';
import { reservationReleasedEvent } from '@/lib/jobs/job-events';
import { offerReleasedPlace } from '@/lib/enrollments/offer-released-place';

/** A checkout's reservation was released by its expiry event: the freed place goes to the waitlist. */
export const offerReleasedPlaceFunction = inngest.createFunction(
  {
    id: 'enrollments-offer-released-place',
    name: 'Offer a released place to the waitlist',
    triggers: [{ event: reservationReleasedEvent.name }],
  },
  async ({ event, step }) => {
    const data = reservationReleasedEvent.parse(event.data);
    return step.run('offer', () => offerReleasedPlace(data));
  },
);
