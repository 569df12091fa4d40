import { CloudDownload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** The page title with its actions: the Drive import first, then the creators. */
export function LibraryHeader({ creators, onImport }: { creators: ReactNode; onImport: () => void }) {
  return (
    <PageHeader
      title="Materials"
      description="Lesson templates and resources you reuse, in folders of your own."
      actions={
        <>
          <Button variant="secondary" onClick={onImport}>
            <CloudDownload aria-hidden="true" /> Import from Drive
          </Button>
          {creators}
        </>
      }
      className="pb-0"
    />
  );
}
