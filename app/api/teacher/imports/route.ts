import { withTeacher } from '@/lib/http/route';
import { previewSessionsImport } from '@/lib/imports/calendar/preview-sessions-import';
import { createImportRoute } from '@/lib/imports/contracts';
import { readImportForm } from '@/lib/imports/read-import-form';
import { previewStudentImport } from '@/lib/imports/students/preview-student-import';

// A multipart form (up to 5 MB), not JSON: it is read here.
export const POST = withTeacher(createImportRoute, async ({ req, teacher }) => {
  const form = await readImportForm(req);
  const preview =
    form.kind === 'students'
      ? await previewStudentImport({ teacherId: teacher.id, ...form })
      : await previewSessionsImport({ teacherId: teacher.id, ...form, serviceId: form.serviceId! });
  return Response.json(preview, { status: 201 });
});
