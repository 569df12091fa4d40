'use client';

import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { refusalMessage } from '@/lib/client/api-refusal';
import { requestApi } from '@/lib/client/call-api';
import { exportMyDataRoute } from '@/lib/privacy/contracts';

const filenameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'my-data.json';

/** POST /api/student/privacy/export, saved as the file the server names (a JSON attachment). */
export function MyDataExportButton() {
  const t = useTranslations('portalPages.privacy');
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);

  async function download() {
    setPending(true);
    try {
      const response = await requestApi(exportMyDataRoute, {});
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = filenameOf(response.headers.get('content-disposition'));
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      toast.success(t('downloaded'));
    } catch (error) {
      toast.error(refusalMessage(error, t('downloadFailed')));
    } finally {
      setPending(false);
    }
  }

  return (
    <Button type="button" variant="secondary" loading={pending} disabled={!hydrated} onClick={download}>
      <Download aria-hidden="true" /> {t('download')}
    </Button>
  );
}
