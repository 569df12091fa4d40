import { withStudent } from '@/lib/core/http';
import { myDataSummaryRoute } from '@/lib/privacy/contracts';
import { getMyDataSummary } from '@/lib/privacy/get-my-data-summary';

export const GET = withStudent(myDataSummaryRoute, async ({ student }) => getMyDataSummary({ student }));
