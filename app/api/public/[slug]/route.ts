import { getPublicProfileRoute } from '@/lib/catalogue/contracts';
import { getPublicProfile } from '@/lib/catalogue/get-public-profile';
import { publicRoute } from '@/lib/http/route';

export const GET = publicRoute(getPublicProfileRoute, ({ params }) => getPublicProfile(params.slug));
