'use client';

import { useQueryStates, type UseQueryStatesKeysMap } from 'nuqs';
import { useTransition } from 'react';

/**
 * Filters, sorting and paging that live in the URL (shareable, back-button safe) and re-render the
 * server components that read them. Changing anything but the page goes back to page 1.
 */
export function useUrlFilters<M extends UseQueryStatesKeysMap>(parsers: M) {
  const [isPending, startTransition] = useTransition();
  const [values, setValues] = useQueryStates(parsers, { shallow: false, startTransition, history: 'push' });
  function update(changes: Partial<{ [K in keyof M]: unknown }>) {
    const resetsPage = 'page' in parsers && !('page' in changes);
    return setValues({ ...changes, ...(resetsPage ? { page: null } : {}) } as Parameters<typeof setValues>[0]);
  }
  return { values, update, isPending };
}
