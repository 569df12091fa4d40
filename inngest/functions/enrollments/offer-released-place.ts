import { inngest } from '@/inngest/client';
import { reservationReleasedEvent } from '@/lib/enrollments/checkout-reservation';
import { offerReleasedPlace } from '@/lib/enrollments/offer-released-place';

/** A checkout's reservation was released by its expiry event: the freed place goes to the waitlist. */
export const offerReleasedPlaceFunction = inngest.createFunction(
  {
    id: 'enrollments-offer-released-place',
    name: 'Offer a released place to the waitlist',
    triggers: [{ event: reservationReleasedEvent }],
  },
  async ({ event, step }) => {
    const data = event.data as { teacherId: string; serviceId: string; studentId: string };
    return step.run('offer', () => offerReleasedPlace(data));
  },
);
