import { csvResponse } from '@/lib/core/csv';
import { toLocale } from '@/lib/core/locale';
import { withTeacher } from '@/lib/http/route';
import { exportInsightsRoute } from '@/lib/insights/performance/contracts';
import { exportInsightsCsv } from '@/lib/insights/performance/export-insights-csv';

// GET /api/teacher/insights/export?period=30&format=csv - the period's insights as a CSV download
export const GET = withTeacher(exportInsightsRoute, async ({ teacher, query }) =>
  csvResponse(
    await exportInsightsCsv({ teacherId: teacher.id, days: query.period, locale: toLocale(teacher.locale) }),
    `insights-${query.period}-days.csv`,
  ),
);
