'use client';

import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { TPaymentFilters } from '@/lib/payments/schemas';

/** POSTs the current filters to the CSV export and saves the answer as a file. */
export function ExportPaymentsButton({ filters }: { filters: TPaymentFilters }) {
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const response = await fetch('/api/teacher/payments/csv-export', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'text/csv' },
        body: JSON.stringify(filters),
      });
      if (!response.ok) {
        const payload = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
        toast.error(payload.error?.message ?? 'The export failed. Try again.');
        return;
      }
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
    } catch {
      toast.error('Lektio could not be reached. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="secondary" onClick={exportCsv} loading={busy}>
      <Download aria-hidden="true" /> Export CSV
    </Button>
  );
}
