import { getPublicServiceRoute } from '@/lib/catalogue/contracts';
import { getPublicService } from '@/lib/catalogue/get-public-service';
import { publicRoute } from '@/lib/http/route';

export const GET = publicRoute(getPublicServiceRoute, ({ params }) =>
  getPublicService(params.slug, params.serviceSlug),
);
