import { CloudDownload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** The page title with its actions: the Drive import first, then the creators. */
export function LibraryHeader({ creators, onImport }: { creators: ReactNode; onImport: () => void }) {
  const t = useTranslations('teacherMaterials.header');
  return (
    <PageHeader
      title={t('title')}
      description={t('description')}
      actions={
        <>
          <Button variant="secondary" onClick={onImport}>
            <CloudDownload aria-hidden="true" /> {t('import')}
          </Button>
          {creators}
        </>
      }
      className="pb-0"
    />
  );
}
