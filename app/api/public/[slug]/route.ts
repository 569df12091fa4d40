import { getPublicProfileRoute } from '@/lib/catalogue/contracts';
import { getPublicProfile } from '@/lib/catalogue/get-public-profile';
import { publicRoute } from '@/lib/core/http';

export const GET = publicRoute(getPublicProfileRoute, ({ params }) => getPublicProfile(params.slug));
