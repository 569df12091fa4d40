import { createCancellationPolicyRoute, listCancellationPoliciesRoute } from '@/lib/booking/contracts';
import { createCancellationPolicy } from '@/lib/booking/policies/create-cancellation-policy';
import { listCancellationPolicies } from '@/lib/booking/policies/list-cancellation-policies';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(listCancellationPoliciesRoute, ({ teacher, query }) =>
  listCancellationPolicies({ teacherId: teacher.id, query }),
);

export const POST = withTeacher(createCancellationPolicyRoute, async ({ teacher, body, meta }) =>
  Response.json(await createCancellationPolicy({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
