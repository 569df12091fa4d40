import { useTranslations } from 'next-intl';
import { CircleCheck, CircleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { TPspStatus } from '@/lib/payments/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import { ConnectPspButton } from './connect-psp-button';

/** The processor's return reasons with their own words (`teacherSettingsConnections.psp.reasons`). */
const ERROR_REASONS = new Set(['state', 'denied', 'account_in_use', 'processor']);

type Props = {
  status: TPspStatus;
  timezone: string;
  /** `?psp=` and `?reason=` of the processor's return. */
  outcome?: string;
  reason?: string;
  regional?: RegionalFormat;
};

/** Where students' payments go: the teacher's own processor account, and how to connect it. */
export function PspConnectionCard({ status, timezone, outcome, reason, regional }: Props) {
  const t = useTranslations('teacherSettingsConnections.psp');
  const connectedAt = status.connectedAt ? formatDateTime(status.connectedAt, timezone, 'date', regional) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {outcome === 'connected' ? (
          <p
            role="status"
            className="bg-success-soft text-success-foreground flex items-start gap-2 rounded-md px-3 py-2 text-sm"
          >
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('connectedNow')}
          </p>
        ) : null}
        {outcome === 'error' ? (
          <p
            role="alert"
            className="bg-danger-soft text-danger-foreground flex items-start gap-2 rounded-md px-3 py-2 text-sm"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {reason && ERROR_REASONS.has(reason) ? t(`reasons.${reason}`) : t('failed')}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              {!status.connected ? (
                <Badge tone="warning" dot>
                  {t('notConnected')}
                </Badge>
              ) : status.chargesEnabled ? (
                <Badge tone="success" dot>
                  {t('connected')}
                </Badge>
              ) : (
                <Badge tone="warning" dot>
                  {t('setupNotFinished')}
                </Badge>
              )}
              {status.simulated ? <Badge tone="info">{t('simulated')}</Badge> : null}
            </div>
            {status.connected ? (
              <p className="text-muted-foreground">
                {status.chargesEnabled ? null : `${t('finishSetup')} `}
                {t.rich('account', {
                  id: status.accountId ?? '',
                  b: (chunks) => <span className="break-all">{chunks}</span>,
                })}
                {connectedAt ? ` · ${t('connectedOn', { date: connectedAt })}` : ''}
              </p>
            ) : (
              <p className="text-muted-foreground">{t('connectFirst')}</p>
            )}
          </div>
          <ConnectPspButton connected={status.connected} />
        </div>
      </CardContent>
    </Card>
  );
}
