import { readStudentSession } from '@/lib/auth/read-student-session';
import { publicRoute } from '@/lib/http/route';
import { validateDiscountRoute } from '@/lib/discounts/contracts';
import { validateDiscount } from '@/lib/discounts/validate-discount';

export const POST = publicRoute(validateDiscountRoute, async ({ req, params, body }) =>
  validateDiscount({ teacherSlug: params.slug, input: body, session: await readStudentSession(req) }),
);
