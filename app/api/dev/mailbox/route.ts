import { publicRoute } from '@/lib/http/route';
import { listMailboxRoute } from '@/lib/mail/dev-mailbox/contracts';
import { listMailboxMessages } from '@/lib/mail/dev-mailbox/list-mailbox-messages';

export const GET = publicRoute(listMailboxRoute, async ({ query }) => ({ data: await listMailboxMessages(query) }));
