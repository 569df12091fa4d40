'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContractInput, ContractResponse } from '@/lib/client/contract-types';
import { callApi } from '@/lib/client/call-api';
import type { RouteContract } from '@/lib/core/route-contract';

type Options = {
  /** Wait (e.g. for a complete input) before asking. */
  enabled?: boolean;
  /** Keep showing the previous answer while a new input loads (pickers, tables). */
  keepPrevious?: boolean;
  staleTime?: number;
};

/** The cache key of a read: the same contract and input share one request and one answer. */
export const apiQueryKey = (contract: RouteContract, input: object) => [contract.method, contract.path, input] as const;

/**
 * Reads a GET route through its contract, with caching, deduplication and protection from stale
 * answers: an answer for an input that is no longer current never replaces the current one.
 */
export function useApiQuery<C extends RouteContract>(contract: C, input: ContractInput<C>, options: Options = {}) {
  return useQuery<ContractResponse<C>>({
    queryKey: apiQueryKey(contract, input),
    queryFn: ({ signal }) => callApi(contract, input, { signal }),
    enabled: options.enabled,
    staleTime: options.staleTime,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
