import { cn } from '@/lib/presentation/cn';

/** The Lektio mark (an open book with a spark) and wordmark. */
export function Logo({ className, showWordmark = true }: { className?: string; showWordmark?: boolean }) {
  return (
    <span className={cn('text-foreground inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className="fill-primary" />
        <path
          d="M8 10.5c2.8-.9 5.4-.6 8 1.2 2.6-1.8 5.2-2.1 8-1.2v11c-2.8-.9-5.4-.6-8 1.2-2.6-1.8-5.2-2.1-8-1.2z"
          className="fill-primary-foreground/95"
        />
        <path d="M16 11.7v11" className="stroke-primary-300" strokeWidth="1.4" strokeLinecap="round" />
      </svg>
      {showWordmark ? (
        <span className="text-lg font-semibold tracking-tight">Lektio</span>
      ) : (
        <span className="sr-only">Lektio</span>
      )}
    </span>
  );
}
