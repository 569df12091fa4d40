import type { RouteContract } from '@/lib/core/route-contract';
import { ApiRefusal, unreachable } from './api-refusal';
import type { ContractInput, ContractResponse } from './contract-types';
import { contractUrl } from './contract-url';

type CallOptions = {
  signal?: AbortSignal;
  /** A multipart body instead of JSON, for the routes whose contract documents one (the avatar upload). */
  formData?: FormData;
};

/**
 * Sends one request of a route contract and answers the raw Response when it succeeded; a refusal
 * (any non-2xx) throws ApiRefusal with the documented error body, a network failure ApiRefusal(0).
 */
export async function requestApi<C extends RouteContract>(
  contract: C,
  input: ContractInput<C>,
  { signal, formData }: CallOptions = {},
): Promise<Response> {
  const url = contractUrl(contract, input.params as Record<string, unknown>, input.query as Record<string, unknown>);
  // A FormData body sets its own content type (with the multipart boundary).
  const json = formData === undefined && input.body !== undefined;
  const body = formData ?? (json ? JSON.stringify(input.body) : undefined);
  let response: Response;
  try {
    response = await fetch(url, {
      method: contract.method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...pageLanguage(), ...(json ? { 'content-type': 'application/json' } : {}) },
      body,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw unreachable();
  }
  if (response.ok) return response;
  const payload = (await response.json().catch(() => ({}))) as {
    error?: { code?: string; message?: string; details?: { path: string; message: string }[] };
  };
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new ApiRefusal(
    response.status,
    payload.error?.code ?? 'UNKNOWN',
    payload.error?.message ?? `The request failed (${response.status})`,
    payload.error?.details ?? [],
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/**
 * Refusals come back in the page's language (`<html lang>`, issue 32), which a visitor may have
 * chosen with the switcher rather than in their browser's Accept-Language.
 */
function pageLanguage(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'accept-language': lang } : {};
}

/** Calls one of our /api routes through its contract and answers its typed JSON (null for 204). */
export async function callApi<C extends RouteContract>(
  contract: C,
  input: ContractInput<C>,
  options: CallOptions = {},
): Promise<ContractResponse<C>> {
  const response = await requestApi(contract, input, options);
  if (response.status === 204) return null as ContractResponse<C>;
  return (await response.json().catch(() => null)) as ContractResponse<C>;
}
