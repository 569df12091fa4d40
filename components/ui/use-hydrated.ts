'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and until React has hydrated, then true: a control whose only action is a
 * client handler stays disabled until a click can reach it (instead of being swallowed).
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
