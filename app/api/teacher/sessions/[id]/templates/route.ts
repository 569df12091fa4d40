import { linkSessionTemplatesRoute, unlinkSessionTemplateRoute } from '@/lib/booking/contracts';
import { linkSessionTemplates } from '@/lib/booking/link-session-templates';
import { unlinkSessionMaterial } from '@/lib/booking/unlink-session-material';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(linkSessionTemplatesRoute, ({ teacher, params, body, meta }) =>
  linkSessionTemplates({ teacherId: teacher.id, sessionId: params.id, templateIds: body.templateIds, meta }),
);

export const DELETE = withTeacher(unlinkSessionTemplateRoute, ({ teacher, params, query, meta }) =>
  unlinkSessionMaterial({ teacherId: teacher.id, sessionId: params.id, kind: 'template', id: query.templateId, meta }),
);
