import { withTeacher } from '@/lib/http/route';
import { toLocale } from '@/lib/core/locale';
import { usableTimeZone } from '@/lib/core/time';
import { zonedToday } from '@/lib/core/zoned-date';
import { exportStudentsRoute } from '@/lib/students/contracts';
import { exportStudentsCsv } from '@/lib/students/export-students-csv';

export const GET = withTeacher(exportStudentsRoute, async ({ teacher }) => {
  // The teacher's date, not the server's: an export at 00:30 in Madrid is dated that day.
  const filename = `students-${zonedToday(usableTimeZone(teacher.timezone))}.csv`;
  return new Response(
    exportStudentsCsv({ teacherId: teacher.id, timeZone: teacher.timezone, locale: toLocale(teacher.locale) }),
    {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'no-store',
      },
    },
  );
});
