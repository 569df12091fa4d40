import {
  deleteCancellationPolicyRoute,
  getCancellationPolicyRoute,
  updateCancellationPolicyRoute,
} from '@/lib/booking/contracts';
import { deleteCancellationPolicy } from '@/lib/booking/policies/delete-cancellation-policy';
import { getCancellationPolicy } from '@/lib/booking/policies/get-cancellation-policy';
import { updateCancellationPolicy } from '@/lib/booking/policies/update-cancellation-policy';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(getCancellationPolicyRoute, ({ teacher, params }) =>
  getCancellationPolicy({ teacherId: teacher.id, policyId: params.id }),
);

export const PATCH = withTeacher(updateCancellationPolicyRoute, ({ teacher, params, body, meta }) =>
  updateCancellationPolicy({ teacherId: teacher.id, policyId: params.id, input: body, meta }),
);

export const DELETE = withTeacher(deleteCancellationPolicyRoute, async ({ teacher, params, meta }) => {
  await deleteCancellationPolicy({ teacherId: teacher.id, policyId: params.id, meta });
  return new Response(null, { status: 204 });
});
