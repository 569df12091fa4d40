import { withTeacher } from '@/lib/http/route';
import { offerWaitlistPlaceRoute } from '@/lib/waitlist/contracts';
import { offerWaitlistPlace } from '@/lib/waitlist/offer-waitlist-place';

export const POST = withTeacher(offerWaitlistPlaceRoute, ({ teacher, params, meta }) =>
  offerWaitlistPlace({ teacherId: teacher.id, serviceId: params.id, entryId: params.entryId, meta }),
);
