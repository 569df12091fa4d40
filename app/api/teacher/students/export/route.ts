import { withTeacher } from '@/lib/core/http';
import { exportStudentsRoute } from '@/lib/students/contracts';
import { exportStudentsCsv } from '@/lib/students/export-students-csv';

export const GET = withTeacher(exportStudentsRoute, async ({ teacher }) => {
  const filename = `students-${new Date().toISOString().slice(0, 10)}.csv`;
  return new Response(exportStudentsCsv({ teacherId: teacher.id }), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
});
