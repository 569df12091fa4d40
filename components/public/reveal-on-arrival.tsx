'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Brings what it wraps into view and moves the focus to it when it appears: the answer to the
 * visitor's last step (back from the processor's checkout), which on a phone sits far down the page,
 * below the service's description. Remount it (a `key`) to reveal a changed answer again.
 * `className` is appended, not merged (no tailwind-merge on the service page: issue 38, item 6).
 */
export function RevealOnArrival({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={className ? `scroll-mt-20 outline-none ${className}` : 'scroll-mt-20 outline-none'}
      data-revealed=""
    >
      {children}
    </div>
  );
}
