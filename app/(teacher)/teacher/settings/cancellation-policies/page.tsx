import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ShieldCheck } from 'lucide-react';
import { PolicyCard } from '@/components/booking/policies/policy-card';
import { PolicyDialog } from '@/components/booking/policies/policy-dialog';
import { PresetPicker } from '@/components/booking/policies/preset-picker';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { loadPoliciesPage } from './load-policies-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsPages'))('policies.title') };
}

export default async function CancellationPoliciesPage() {
  const teacher = await requireTeacherPage();
  const { policies, truncated, hasDefault } = await loadPoliciesPage(teacher.id);
  const create = <PolicyDialog suggestDefault={!hasDefault} />;
  const tp = await getTranslations('teacherSettingsPages');

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label={tp('back')} />}
        title={tp('policies.title')}
        description={tp('policies.description')}
        actions={policies.length > 0 ? create : undefined}
        className="pb-0"
      />

      <section aria-labelledby="policies-heading" className="flex flex-col gap-4">
        <h2 id="policies-heading" className="sr-only">
          {tp('policies.yours')}
        </h2>
        {policies.length === 0 ? (
          <EmptyState
            icon={ShieldCheck}
            headingLevel="h3"
            title={tp('policies.emptyTitle')}
            description={tp('policies.emptyBody')}
            action={create}
          />
        ) : (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {policies.map(({ policy, serviceNames }) => (
              <PolicyCard key={policy.id} policy={policy} serviceNames={serviceNames} />
            ))}
          </div>
        )}
        {truncated ? <p className="text-muted-foreground text-sm">{tp('policies.first100')}</p> : null}
      </section>

      <section aria-labelledby="presets-heading">
        <Card>
          <CardHeader>
            <CardTitle id="presets-heading">{tp('policies.presets')}</CardTitle>
            <CardDescription>{tp(hasDefault ? 'policies.presetsBody' : 'policies.presetsBodyDefault')}</CardDescription>
          </CardHeader>
          <CardContent>
            <PresetPicker makeDefault={!hasDefault} />
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
