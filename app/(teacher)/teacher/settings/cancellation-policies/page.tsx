import type { Metadata } from 'next';
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

export const metadata: Metadata = { title: 'Cancellation policies' };

export default async function CancellationPoliciesPage() {
  const teacher = await requireTeacherPage();
  const { policies, truncated, hasDefault } = await loadPoliciesPage(teacher.id);
  const create = <PolicyDialog suggestDefault={!hasDefault} />;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label="Settings" />}
        title="Cancellation policies"
        description="What a late cancellation, a reschedule or a no-show costs your students. Each service follows its own policy or your default."
        actions={policies.length > 0 ? create : undefined}
        className="pb-0"
      />

      <section aria-labelledby="policies-heading" className="flex flex-col gap-4">
        <h2 id="policies-heading" className="sr-only">
          Your policies
        </h2>
        {policies.length === 0 ? (
          <EmptyState
            icon={ShieldCheck}
            headingLevel="h3"
            title="No cancellation policy yet"
            description="Without one, students can cancel any time for free. Start from a preset below or write your own rules."
            action={create}
          />
        ) : (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {policies.map(({ policy, serviceNames }) => (
              <PolicyCard key={policy.id} policy={policy} serviceNames={serviceNames} />
            ))}
          </div>
        )}
        {truncated ? <p className="text-muted-foreground text-sm">Only your first 100 policies are shown.</p> : null}
      </section>

      <section aria-labelledby="presets-heading">
        <Card>
          <CardHeader>
            <CardTitle id="presets-heading">Create from preset</CardTitle>
            <CardDescription>
              A ready-made policy you can edit afterwards.
              {hasDefault ? '' : ' It becomes your default policy.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <PresetPicker makeDefault={!hasDefault} />
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
