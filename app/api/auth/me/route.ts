import { getMeRoute } from '@/lib/auth/contracts';
import { toMe } from '@/lib/auth/to-me';
import { withSession } from '@/lib/http/route';

export const GET = withSession(getMeRoute, async ({ session }) => toMe(session));
