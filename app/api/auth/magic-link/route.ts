import { requestMagicLinkRoute } from '@/lib/auth/magic-link/contracts';
import { requestMagicLink } from '@/lib/auth/magic-link/request-magic-link';
import { publicRoute } from '@/lib/http/route';

export const POST = publicRoute(requestMagicLinkRoute, async ({ body }) => requestMagicLink(body));
