import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/presentation/cn';

export type SessionScope = 'upcoming' | 'past';

const scopes: SessionScope[] = ['upcoming', 'past'];

/** Upcoming / Past as links (`?scope=`): server-rendered lists, shareable addresses, back button works. */
export function SessionScopeTabs({ current }: { current: SessionScope }) {
  const t = useTranslations('portal.home');
  return (
    <nav aria-label={t('scopes')} className="border-border mb-4 flex gap-1 border-b">
      {scopes.map((scope) => (
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
          {t(scope)}
        </Link>
      ))}
    </nav>
  );
}
