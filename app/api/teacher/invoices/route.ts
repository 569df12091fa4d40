import { withTeacher } from '@/lib/http/route';
import { createInvoiceRoute, listInvoicesRoute } from '@/lib/invoices/contracts';
import { createInvoiceDraft } from '@/lib/invoices/create-invoice-draft';
import { listInvoices } from '@/lib/invoices/list-invoices';

export const GET = withTeacher(listInvoicesRoute, ({ teacher, query }) =>
  listInvoices({ teacherId: teacher.id, query }),
);

export const POST = withTeacher(createInvoiceRoute, async ({ teacher, body, meta }) =>
  Response.json(await createInvoiceDraft({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
