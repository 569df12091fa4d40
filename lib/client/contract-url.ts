import type { RouteContract } from '@/lib/core/route-contract';

type Values = Record<string, unknown> | undefined;

const catchAll = new Set(['/api/avatars/{key}']);

/** The contract's path with its parameters filled in, and the query as a search string. */
export function contractUrl(contract: Pick<RouteContract, 'path'>, params: Values, query?: Values): string {
  const path = contract.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${contract.path}`);
    }
    const text = String(value);
    return catchAll.has(contract.path) ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
