import { withStudent } from '@/lib/http/route';
import { myDataSummaryRoute } from '@/lib/privacy/contracts';
import { getMyDataSummary } from '@/lib/privacy/get-my-data-summary';

export const GET = withStudent(myDataSummaryRoute, async ({ student }) => getMyDataSummary({ student }));
