import { withSession } from '@/lib/http/route';
import { getResourceFileRoute } from '@/lib/materials/uploads/contracts';
import { serveResourceFile } from '@/lib/materials/uploads/serve-resource-file';

export const GET = withSession(getResourceFileRoute, ({ session, params }) =>
  serveResourceFile({
    resourceId: params.id,
    viewer:
      session.role === 'teacher'
        ? { role: 'teacher', teacherId: session.teacher.id }
        : { role: 'student', studentId: session.student.id, teacherId: session.student.teacherId },
  }),
);
