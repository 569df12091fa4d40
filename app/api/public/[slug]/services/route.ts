import { listPublicServicesRoute } from '@/lib/catalogue/contracts';
import { getPublicProfile } from '@/lib/catalogue/get-public-profile';
import { publicRoute } from '@/lib/http/route';

export const GET = publicRoute(listPublicServicesRoute, async ({ params }) => ({
  data: (await getPublicProfile(params.slug)).services,
}));
