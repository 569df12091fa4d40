import { publicRoute } from '@/lib/http/route';
import { checkReadiness } from '@/lib/system/check-readiness';
import { readinessRoute } from '@/lib/system/contracts';

export const dynamic = 'force-dynamic';
export const GET = publicRoute(readinessRoute, () => checkReadiness());
