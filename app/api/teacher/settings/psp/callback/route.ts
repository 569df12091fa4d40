import { withTeacher } from '@/lib/http/route';
import { completePspConnect } from '@/lib/payments/connection/complete-psp-connect';
import { PspConnectError, pspConnectErrorLocation } from '@/lib/payments/connection/psp-connect-error';
import { pspCallbackRoute } from '@/lib/payments/contracts';

// GET /api/teacher/settings/psp/callback - the processor sends the teacher back here
export const GET = withTeacher(pspCallbackRoute, async ({ teacher, query, meta }) => {
  let location = '/teacher/settings/payments?psp=connected';
  try {
    await completePspConnect(teacher.id, query, meta);
  } catch (error) {
    // A refused connection is a page for a person: back to settings with the reason.
    if (!(error instanceof PspConnectError)) throw error;
    location = pspConnectErrorLocation(error.reason);
  }
  return new Response(null, { status: 303, headers: { location } });
});
