import { publicRoute } from '@/lib/http/route';
import { checkHealth } from '@/lib/system/check-health';
import { healthRoute } from '@/lib/system/contracts';

export const dynamic = 'force-dynamic';
export const GET = publicRoute(healthRoute, async () => checkHealth());
