'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { callApi } from '@/lib/client/call-api';
import type { ContractInput, ContractResponse } from '@/lib/client/contract-types';
import type { RouteContract } from '@/lib/core/route-contract';

type Options<C extends RouteContract> = {
  /** Re-render the page's server components afterwards (default true: they show what changed). */
  refresh?: boolean;
  onSuccess?: (answer: ContractResponse<C>, input: ContractInput<C>) => void;
};

/**
 * A change through a route's contract. On success the cached reads are marked stale and the page
 * is refreshed, so lists and counts show the change; a refusal is an ApiRefusal in `error`.
 */
export function useApiMutation<C extends RouteContract>(contract: C, options: Options<C> = {}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMutation<ContractResponse<C>, Error, ContractInput<C>>({
    mutationFn: (input) => callApi(contract, input),
    onSuccess: async (answer, input) => {
      options.onSuccess?.(answer, input);
      await queryClient.invalidateQueries();
      if (options.refresh !== false) router.refresh();
    },
  });
}
