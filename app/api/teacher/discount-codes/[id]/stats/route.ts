import { withTeacher } from '@/lib/http/route';
import { getDiscountCodeStatsRoute } from '@/lib/discounts/contracts';
import { getDiscountCodeStats } from '@/lib/discounts/get-discount-code-stats';

export const GET = withTeacher(getDiscountCodeStatsRoute, ({ teacher, params }) =>
  getDiscountCodeStats({ teacherId: teacher.id, discountCodeId: params.id }),
);
