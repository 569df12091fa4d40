import Link from 'next/link';
import { cn } from '@/lib/presentation/cn';

export type SessionScope = 'upcoming' | 'past';

const scopes: { scope: SessionScope; label: string }[] = [
  { scope: 'upcoming', label: 'Upcoming' },
  { scope: 'past', label: 'Past' },
];

/** Upcoming / Past as links (`?scope=`): server-rendered lists, shareable addresses, back button works. */
export function SessionScopeTabs({ current }: { current: SessionScope }) {
  return (
    <nav aria-label="Sessions" className="border-border mb-4 flex gap-1 border-b">
      {scopes.map(({ scope, label }) => (
        <Link
          key={scope}
          href={scope === 'upcoming' ? '/portal' : `/portal?scope=${scope}`}
          aria-current={scope === current ? 'page' : undefined}
          className={cn(
            '-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium transition-colors',
            scope === current
              ? 'border-primary text-foreground'
              : 'text-muted-foreground hover:text-foreground border-transparent',
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
