import { CheckCircle2, ChevronRight } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { TSmartAction, TSmartActionPriority } from '@/lib/dashboard/schemas';

const priorityTone: Record<TSmartActionPriority, BadgeTone> = { high: 'danger', medium: 'warning', low: 'neutral' };

/** The suggested actions, most urgent first (the order the API answers), each linking to its page. */
export function SmartActionsList({ actions }: { actions: TSmartAction[] }) {
  const t = useTranslations('teacherDashboard.actions');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {actions.length === 0 ? (
          <EmptyState
            bare
            icon={CheckCircle2}
            headingLevel="h3"
            title={t('emptyTitle')}
            description={t('emptyText')}
          />
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t('listLabel')}>
            {actions.map((action) => {
              const text =
                action.type === 'content_insight' && action.insight ? action.insight : t(`type.${action.type}`);
              return (
                <li key={action.type}>
                  <Link
                    href={action.href}
                    className="border-border bg-surface hover:border-primary-300 hover:bg-primary-soft/40 focus-visible:outline-ring flex items-center gap-3 rounded-lg border px-3 py-2.5 transition-colors"
                  >
                    <span className="bg-surface-muted text-foreground flex h-8 min-w-8 shrink-0 items-center justify-center rounded-md px-2 text-sm font-semibold tabular-nums">
                      {action.count}
                    </span>
                    <span className="text-foreground min-w-0 flex-1 text-sm">{text}</span>
                    <Badge tone={priorityTone[action.priority]}>
                      {t(`priority.${action.priority}`)}
                      <span className="sr-only"> {t('prioritySuffix')}</span>
                    </Badge>
                    <ChevronRight className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
