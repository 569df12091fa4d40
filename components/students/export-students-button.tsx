'use client';

import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { requestApi } from '@/lib/client/call-api';
import { exportStudentsRoute } from '@/lib/students/contracts';
import { attachmentFilename, readWithProgress } from '@/lib/presentation/read-download';

/** Downloads the streamed roster CSV, showing how many students have arrived (large rosters take a while). */
export function ExportStudentsButton() {
  const t = useTranslations('teacherRoster.export');
  const [rows, setRows] = useState<number | null>(null);

  async function exportCsv() {
    setRows(0);
    try {
      const response = await requestApi(exportStudentsRoute, {});
      // The first line is the header.
      const blob = await readWithProgress(response, (lines) => setRows(Math.max(0, lines - 1)));
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = attachmentFilename(response.headers.get('content-disposition'), 'students.csv');
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      toast.error(t('failed'));
    } finally {
      setRows(null);
    }
  }

  const exporting = rows !== null;
  return (
    <Button variant="secondary" onClick={exportCsv} loading={exporting} aria-live="polite">
      <Download aria-hidden="true" />
      {exporting ? t('running', { count: rows }) : t('idle')}
    </Button>
  );
}
