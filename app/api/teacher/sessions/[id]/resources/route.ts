import { linkSessionResourcesRoute, unlinkSessionResourceRoute } from '@/lib/booking/contracts';
import { linkSessionResources } from '@/lib/booking/link-session-resources';
import { unlinkSessionMaterial } from '@/lib/booking/unlink-session-material';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(linkSessionResourcesRoute, ({ teacher, params, body, meta }) =>
  linkSessionResources({ teacherId: teacher.id, sessionId: params.id, resourceIds: body.resourceIds, meta }),
);

export const DELETE = withTeacher(unlinkSessionResourceRoute, ({ teacher, params, query, meta }) =>
  unlinkSessionMaterial({ teacherId: teacher.id, sessionId: params.id, kind: 'resource', id: query.resourceId, meta }),
);
