import { createPolicyFromPresetRoute } from '@/lib/booking/contracts';
import { createPolicyFromPreset } from '@/lib/booking/policies/create-policy-from-preset';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(createPolicyFromPresetRoute, async ({ teacher, body, meta }) =>
  Response.json(await createPolicyFromPreset({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
