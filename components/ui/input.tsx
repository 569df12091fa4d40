import type { ComponentProps } from 'react';
import { cn } from '@/lib/presentation/cn';

/** Shared look of text-like controls (input, textarea, select). */
export const controlClasses = cn(
  // text-base on phones stops iOS from zooming into focused fields.
  'w-full min-w-0 rounded-md border border-border-strong bg-surface text-base text-foreground shadow-xs sm:text-sm',
  'placeholder:text-subtle-foreground transition-colors',
  'hover:border-primary-300 focus-visible:border-primary focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={
        // Without a caller's className nothing needs merging: control.css's short classes, the same looks.
        className
          ? cn(
              controlClasses,
              'h-10 px-3 py-2',
              'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
              className,
            )
          : 'control control-input'
      }
      {...props}
    />
  );
}
