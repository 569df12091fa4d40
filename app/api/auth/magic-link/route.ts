import { requestMagicLinkRoute } from '@/lib/auth/magic-link/contracts';
import { requestMagicLink } from '@/lib/auth/magic-link/request-magic-link';
import { publicRoute } from '@/lib/core/http';

export const POST = publicRoute(requestMagicLinkRoute, async ({ body }) => requestMagicLink(body));
