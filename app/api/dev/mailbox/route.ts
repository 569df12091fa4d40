import { publicRoute } from '@/lib/core/http';
import { listMailboxRoute } from '@/lib/messaging/dev-mailbox/contracts';
import { listMailboxMessages } from '@/lib/messaging/dev-mailbox/list-mailbox-messages';

export const GET = publicRoute(listMailboxRoute, async ({ query }) => ({ data: await listMailboxMessages(query) }));
