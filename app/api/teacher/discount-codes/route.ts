import { withTeacher } from '@/lib/http/route';
import { createDiscountCodeRoute, listDiscountCodesRoute } from '@/lib/discounts/contracts';
import { createDiscountCode } from '@/lib/discounts/create-discount-code';
import { listDiscountCodes } from '@/lib/discounts/list-discount-codes';

export const GET = withTeacher(listDiscountCodesRoute, ({ teacher, query }) =>
  listDiscountCodes({ teacherId: teacher.id, query }),
);

export const POST = withTeacher(createDiscountCodeRoute, async ({ teacher, body, meta }) =>
  Response.json(await createDiscountCode({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
