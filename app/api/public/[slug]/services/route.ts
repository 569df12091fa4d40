import { listPublicServicesRoute } from '@/lib/catalogue/contracts';
import { getPublicProfile } from '@/lib/catalogue/get-public-profile';
import { publicRoute } from '@/lib/core/http';

export const GET = publicRoute(listPublicServicesRoute, async ({ params }) => ({
  data: (await getPublicProfile(params.slug)).services,
}));
