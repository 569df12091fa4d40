'use client';

import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/client/api-refusal';
import { requestApi } from '@/lib/client/call-api';
import { exportPaymentsCsvRoute } from '@/lib/payments/contracts';
import type { TPaymentFilters } from '@/lib/payments/schemas';

/** POSTs the current filters to the CSV export and saves the answer as a file. */
export function ExportPaymentsButton({ filters }: { filters: TPaymentFilters }) {
  const t = useTranslations('teacherPayments.export');
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const response = await requestApi(exportPaymentsCsvRoute, { body: filters });
      const blob = await response.blob();
      const disposition = response.headers.get('content-disposition') ?? '';
      const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'payments.csv';
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      toast.error(refusalMessage(error, t('failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="secondary" onClick={exportCsv} loading={busy}>
      <Download aria-hidden="true" /> {t('button')}
    </Button>
  );
}
