import { withStudent } from '@/lib/http/route';
import { exportMyDataRoute } from '@/lib/privacy/contracts';
import { exportFilename, exportMyData } from '@/lib/privacy/export-my-data';

export const POST = withStudent(exportMyDataRoute, async ({ student }) => {
  const data = await exportMyData({ student });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${exportFilename(new Date(data.exportedAt))}"`,
      'cache-control': 'no-store',
    },
  });
});
