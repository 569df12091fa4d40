'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/presentation/cn';

/**
 * Brings what it wraps into view and moves the focus to it when it appears: the answer to the
 * visitor's last step (back from the processor's checkout), which on a phone sits far down the page,
 * below the service's description. Remount it (a `key`) to reveal a changed answer again.
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
    <div ref={ref} tabIndex={-1} className={cn('scroll-mt-20 outline-none', className)} data-revealed="">
      {children}
    </div>
  );
}
