import { withStudent } from '@/lib/http/route';
import { requestErasureRoute } from '@/lib/privacy/contracts';
import { requestErasure } from '@/lib/privacy/request-erasure';

export const POST = withStudent(requestErasureRoute, async ({ student, meta }) =>
  Response.json(await requestErasure({ student, meta }), { status: 201 }),
);
