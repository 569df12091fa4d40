import { withTeacher } from '@/lib/http/route';
import { listContractsRoute, sendContractRoute } from '@/lib/legal/contracts';
import { listContracts } from '@/lib/legal/acceptance/list-contracts';
import { sendContract } from '@/lib/legal/acceptance/send-contract';

export const GET = withTeacher(listContractsRoute, ({ teacher, query }) =>
  listContracts({ teacherId: teacher.id, query }),
);

export const POST = withTeacher(sendContractRoute, async ({ teacher, body, meta }) =>
  Response.json(await sendContract({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
