import { ZScheduledMessageStatus, type TScheduledMessageStatus } from '@/lib/scheduled-messages/schemas';

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/** `?status=` (pending when absent or not a status) and `?page=` (1 when not a page number). */
export function parseMessagesPageQuery(params: SearchParams): { status: TScheduledMessageStatus; page: number } {
  const status = ZScheduledMessageStatus.safeParse(first(params.status));
  const page = Number(first(params.page));
  return {
    status: status.success ? status.data : 'pending',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}
