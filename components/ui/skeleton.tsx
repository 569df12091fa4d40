import type { ComponentProps } from 'react';
import { cn } from '@/lib/presentation/cn';

/** A shimmering placeholder block; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('bg-border/70 animate-pulse rounded-md', className)} {...props} />;
}
