import { withTeacher } from '@/lib/http/route';
import { deleteDiscountCodeRoute, getDiscountCodeRoute, updateDiscountCodeRoute } from '@/lib/discounts/contracts';
import { deleteDiscountCode } from '@/lib/discounts/delete-discount-code';
import { getDiscountCode } from '@/lib/discounts/get-discount-code';
import { updateDiscountCode } from '@/lib/discounts/update-discount-code';

export const GET = withTeacher(getDiscountCodeRoute, ({ teacher, params }) =>
  getDiscountCode({ teacherId: teacher.id, discountCodeId: params.id }),
);

export const PATCH = withTeacher(updateDiscountCodeRoute, ({ teacher, params, body, meta }) =>
  updateDiscountCode({ teacherId: teacher.id, discountCodeId: params.id, input: body, meta }),
);

export const DELETE = withTeacher(deleteDiscountCodeRoute, async ({ teacher, params, meta }) => {
  await deleteDiscountCode({ teacherId: teacher.id, discountCodeId: params.id, meta });
  return new Response(null, { status: 204 });
});
