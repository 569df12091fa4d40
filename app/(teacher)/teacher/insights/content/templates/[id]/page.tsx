import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { TemplateComparison } from '@/components/insights/template-comparison';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { NotFoundError } from '@/lib/core/errors';
import { getTemplateDetail } from '@/lib/insights/content/get-template-detail';
import { contentPeriods, ZContentPeriodQuery, ZTemplateIdParams } from '@/lib/insights/content/schemas';
import { cn } from '@/lib/presentation/cn';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** `?period=30|90|365` through the route's own schema; anything else falls back to its default (90). */
const periodOf = (params: Record<string, string | string[] | undefined>) => {
  const parsed = ZContentPeriodQuery.safeParse({ period: params.period });
  return parsed.success ? parsed.data : ZContentPeriodQuery.parse({});
};

/** The teacher's live template's figures, or the 404 page (missing, deleted, another teacher's, not an id). */
const loadDetail = cache(async (teacherId: string, id: string, period: number) => {
  if (!ZTemplateIdParams.safeParse({ id }).success) notFound();
  try {
    return await getTemplateDetail({ teacherId, templateId: id, query: { period } });
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
});

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const teacher = await requireTeacherPage();
  const detail = await loadDetail(teacher.id, (await params).id, periodOf(await searchParams).period);
  const t = await getTranslations('teacherInsights.template');
  return { title: t('metaTitle', { name: detail.template.name }) };
}

export default async function TemplateInsightsPage({ params, searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const { id } = await params;
  const { period } = periodOf(await searchParams);
  const detail = await loadDetail(teacher.id, id, period);
  const { template } = detail;
  const t = await getTranslations('teacherInsights.template');

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/insights#content-heading" label={t('back')} />}
        title={template.name}
        description={t('description', { period })}
        actions={
          <nav aria-label={t('period')} className="border-border bg-surface inline-flex rounded-lg border p-0.5">
            {contentPeriods.map((days) => (
              <Link
                key={days}
                href={`/teacher/insights/content/templates/${template.id}?period=${days}`}
                aria-current={Number(days) === period ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium tabular-nums',
                  Number(days) === period
                    ? 'bg-primary text-primary-foreground'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {t('days', { count: Number(days) })}
              </Link>
            ))}
          </nav>
        }
        className="pb-0"
      />
      {template.categories.length > 0 || template.tags.length > 0 ? (
        <ul aria-label={t('tags')} className="flex flex-wrap gap-2">
          {template.categories.map((category) => (
            <li key={`c:${category}`} className="bg-primary-soft text-primary rounded-full px-2.5 py-0.5 text-xs">
              {category}
            </li>
          ))}
          {template.tags.map((tag) => (
            <li key={tag.id} className="bg-surface-muted text-muted-foreground rounded-full px-2.5 py-0.5 text-xs">
              #{tag.name}
            </li>
          ))}
        </ul>
      ) : null}
      <TemplateComparison detail={detail} />
      <p className="text-muted-foreground text-sm">
        <Link href={`/teacher/materials/templates/${template.id}`} className="text-primary hover:underline">
          {t('open')}
        </Link>
      </p>
    </div>
  );
}
