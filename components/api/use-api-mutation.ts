'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { ApiRefusal, refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import type { ContractInput, ContractResponse } from '@/lib/client/contract-types';
import type { RouteContract } from '@/lib/core/route-contract';

type Options<C extends RouteContract> = {
  /** Re-render the page's server components afterwards (default true: they show what changed). */
  refresh?: boolean;
  /** A 404 answer counts as done: the thing is already gone (deleted in another tab). */
  goneIsDone?: boolean;
  /** A toast after success, e.g. "Policy deleted". */
  success?: string | ((answer: ContractResponse<C>, input: ContractInput<C>) => string);
  /**
   * A refusal as a toast: its own message, or this text when it has none. Without it the refusal
   * is only in `error` (for an inline message) and in the promise of `mutateAsync`.
   */
  failure?: string;
  onSuccess?: (answer: ContractResponse<C>, input: ContractInput<C>) => void;
  onError?: (error: Error, input: ContractInput<C>) => void;
  /** A multipart body instead of JSON, for the routes whose contract documents one (an upload, an import). */
  formData?: (input: ContractInput<C>) => FormData;
};

const isGone = (error: unknown) => error instanceof ApiRefusal && error.status === 404;

/**
 * The one way a client module changes something through the API (decision 0078): a route
 * contract in, pending and error state out. On success the cached reads are marked stale and the
 * page is refreshed, so lists and counts show the change; a refusal is an ApiRefusal in `error`
 * (and a toast when `failure` is given).
 */
export function useApiMutation<C extends RouteContract>(contract: C, options: Options<C> = {}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMutation<ContractResponse<C>, Error, ContractInput<C>>({
    mutationFn: (input) =>
      callApi(contract, input, { formData: options.formData?.(input) }).catch((error: unknown) => {
        if (options.goneIsDone && isGone(error)) return null as ContractResponse<C>;
        throw error;
      }),
    onSuccess: async (answer, input) => {
      const { success } = options;
      if (success) toast.success(typeof success === 'function' ? success(answer, input) : success);
      options.onSuccess?.(answer, input);
      await queryClient.invalidateQueries();
      if (options.refresh !== false) router.refresh();
    },
    onError: (error, input) => {
      if (options.failure !== undefined) toast.error(refusalMessage(error, options.failure));
      options.onError?.(error, input);
    },
  });
}
