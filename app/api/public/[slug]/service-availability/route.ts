import { serviceAvailabilityRoute } from '@/lib/availability/contracts';
import { getServiceAvailability } from '@/lib/availability/get-service-availability';
import { publicRoute } from '@/lib/http/route';

export const GET = publicRoute(serviceAvailabilityRoute, ({ params, query }) =>
  getServiceAvailability({ teacherSlug: params.slug, query }),
);
