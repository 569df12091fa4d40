import { withTeacher } from '@/lib/http/route';
import { templateTreeRoute } from '@/lib/materials/templates/contracts';
import { getTemplateTree } from '@/lib/materials/templates/get-template-tree';

export const GET = withTeacher(templateTreeRoute, ({ teacher }) => getTemplateTree({ teacherId: teacher.id }));
