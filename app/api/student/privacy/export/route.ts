import { withStudent } from '@/lib/http/route';
import { exportMyDataRoute } from '@/lib/privacy/contracts';
import { exportPortalData } from '@/lib/privacy/export-portal-data';

export const POST = withStudent(exportMyDataRoute, async ({ session, student }) => {
  const { data, filename } = await exportPortalData({ student, payer: session.payer });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
});
