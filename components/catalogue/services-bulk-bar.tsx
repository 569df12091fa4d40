'use client';

import { Pause, Rocket, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/presentation/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { TBulkStatusResult, TServiceListRow } from '@/lib/catalogue/schemas';
import { pauseNeedsConfirmation } from '@/lib/catalogue/service-workflow';
import { bulkPauseServicesRoute, bulkPublishServicesRoute } from '@/lib/catalogue/contracts';

type BulkAction = 'publish' | 'pause';

type Props = { selected: TServiceListRow[]; onClear: () => void };

/** Bulk publish and bulk pause of the selected services; reports the ones the server skipped. */
export function ServicesBulkBar({ selected, onClear }: Props) {
  const t = useTranslations('teacherServices.bulk');
  const [confirmPause, setConfirmPause] = useState(false);
  const enrolled = selected
    .filter((service) => service.status === 'active')
    .reduce((sum, service) => sum + service.stats.activeEnrollments, 0);
  const nameOf = (id: string) => selected.find((service) => service.id === id)?.name ?? t('aService');
  const optionsOf = (action: BulkAction) => ({
    failure: t('failed'),
    onSuccess: ({ updated, skipped }: TBulkStatusResult) => {
      setConfirmPause(false);
      const summary = t('done', { action, count: updated.length });
      if (skipped.length) {
        toast.warning(summary, {
          description: t('skipped', {
            services: skipped.map((skip) => `${nameOf(skip.id)} (${skip.status ?? t('gone')})`).join(', '),
          }),
        });
      } else toast.success(summary);
      onClear();
    },
    onError: () => setConfirmPause(false),
  });
  const mutations = {
    publish: useApiMutation(bulkPublishServicesRoute, optionsOf('publish')),
    pause: useApiMutation(bulkPauseServicesRoute, optionsOf('pause')),
  };
  const pending = mutations.publish.isPending ? 'publish' : mutations.pause.isPending ? 'pause' : null;
  const run = (action: BulkAction) =>
    mutations[action].mutate({ body: { serviceIds: selected.map((service) => service.id) } });

  function pause() {
    if (
      pauseNeedsConfirmation(
        selected.map((service) => ({ ...service, activeEnrollments: service.stats.activeEnrollments })),
      )
    ) {
      setConfirmPause(true);
    } else run('pause');
  }

  return (
    <div
      role="region"
      aria-label={t('label')}
      className={cn(
        'bg-surface border-primary-200 fixed inset-x-4 bottom-4 z-30 mx-auto flex max-w-xl flex-wrap items-center gap-2',
        'animate-pop-in rounded-xl border px-3 py-2 shadow-lg lg:left-64',
      )}
    >
      <p className="text-foreground mr-auto text-sm font-medium" aria-live="polite">
        {t('selected', { count: selected.length })}
      </p>
      <Button size="sm" variant="secondary" loading={pending === 'publish'} onClick={() => run('publish')}>
        <Rocket aria-hidden="true" /> {t('publish')}
      </Button>
      <Button size="sm" variant="secondary" loading={pending === 'pause'} onClick={pause}>
        <Pause aria-hidden="true" /> {t('pause')}
      </Button>
      <Button size="icon-sm" variant="ghost" onClick={onClear} aria-label={t('clear')}>
        <X aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={confirmPause}
        onOpenChange={setConfirmPause}
        title={t('pauseTitle', { count: selected.length })}
        description={t('pauseText', { count: enrolled })}
        confirmLabel={t('pause')}
        pending={pending === 'pause'}
        onConfirm={() => run('pause')}
      />
    </div>
  );
}
