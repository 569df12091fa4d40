import { ZAuditActionFilter, ZAuditActorType, auditSortFields, type TListAuditLogQuery } from '@/lib/audit/schemas';
import type { UrlSort } from '@/components/ui/data-table-url';
import { ZIsoDate } from '@/lib/core/time-schemas';

type RawParams = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
const valid = <T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }, value: string) => {
  const parsed = schema.safeParse(value);
  return value && parsed.success ? (parsed.data as T) : undefined;
};

export const defaultAuditSort: UrlSort = { field: 'createdAt', direction: 'desc' };

/**
 * `?action=&entityType=&actorType=&from=&to=&sort=&direction=&page=` -> the list query of the audit
 * page. Malformed values are dropped rather than failing the page; days swap when given backwards.
 */
export function parseAuditPageQuery(params: RawParams): TListAuditLogQuery & { urlSort: UrlSort | null } {
  let from = valid<string>(ZIsoDate, single(params.from));
  let to = valid<string>(ZIsoDate, single(params.to));
  if (from && to && from > to) [from, to] = [to, from];
  const entityType = /^[a-z_]{1,64}$/.test(single(params.entityType)) ? single(params.entityType) : undefined;
  const sortParam = single(params.sort);
  const sort = (auditSortFields as readonly string[]).includes(sortParam)
    ? (sortParam as TListAuditLogQuery['sort'])
    : 'createdAt';
  const direction = single(params.direction) === 'asc' ? 'asc' : 'desc';
  const page = Number.parseInt(single(params.page), 10);
  return {
    action: valid<string>(ZAuditActionFilter, single(params.action)),
    entityType,
    actorType: valid<TListAuditLogQuery['actorType']>(ZAuditActorType, single(params.actorType)),
    from,
    to,
    sort,
    direction,
    page: Number.isSafeInteger(page) && page > 0 && page <= 100_000 ? page : 1,
    limit: 20,
    urlSort: params.sort || params.direction ? { field: sort, direction } : null,
  };
}
