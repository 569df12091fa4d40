'use client';

import { useCallback, useRef, useState } from 'react';
import { callApi } from '@/lib/client/call-api';
import type { ContractInput, ContractResponse } from '@/lib/client/contract-types';
import type { RouteContract } from '@/lib/core/route-contract';

type State<C extends RouteContract> = { data?: ContractResponse<C>; error: Error | null; isPending: boolean };

const idle = { data: undefined, error: null, isPending: false };

const isLoader = <C extends RouteContract>(contract: C | (() => Promise<C>)): contract is () => Promise<C> =>
  typeof contract === 'function';

/**
 * One API call with its pending, answer and refusal state, and nothing else: no query cache, no
 * toast, no refresh of the page. For the public service page (issue 38, item 6, decision 0181),
 * which ships without react-query and sonner; its two calls (a discount check, joining a waitlist)
 * used useApiMutation with none of those. Same shape as a mutation: the latest call wins, and
 * `reset` forgets a call still under way. `contract` may be a function that imports it, so that its
 * schemas (and Zod) load only when it is called.
 */
export function useApiCall<C extends RouteContract>(contract: C | (() => Promise<C>)) {
  const [state, setState] = useState<State<C>>(idle);
  const latest = useRef(0);

  const reset = useCallback(() => {
    latest.current += 1;
    setState(idle);
  }, []);

  const mutate = (input: ContractInput<C>, callbacks: { onError?: (error: Error) => void } = {}) => {
    const call = (latest.current += 1);
    setState({ data: undefined, error: null, isPending: true });
    void (async () => callApi(isLoader(contract) ? await contract() : contract, input))().then(
      (data) => {
        if (call === latest.current) setState({ data, error: null, isPending: false });
      },
      (error: unknown) => {
        if (call !== latest.current) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        setState({ data: undefined, error: failure, isPending: false });
        callbacks.onError?.(failure);
      },
    );
  };

  return { ...state, mutate, reset };
}
