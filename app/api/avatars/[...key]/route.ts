import { publicRoute } from '@/lib/http/route';
import { getAvatarRoute } from '@/lib/settings/contracts';
import { serveAvatar } from '@/lib/settings/serve-avatar';

export const GET = publicRoute(getAvatarRoute, ({ params }) => serveAvatar(params.key));
