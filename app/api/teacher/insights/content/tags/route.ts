import { withTeacher } from '@/lib/http/route';
import { getContentTagsRoute } from '@/lib/insights/content/contracts';
import { getTagCombinations } from '@/lib/insights/content/get-tag-combinations';

export const GET = withTeacher(getContentTagsRoute, ({ teacher, query }) =>
  getTagCombinations({ teacherId: teacher.id, query }),
);
