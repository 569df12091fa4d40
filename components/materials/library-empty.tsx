import { FolderPlus, Library, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { LibraryFolderNode } from './library-types';

/** The three empty states: no match for the filters, an empty library, an empty folder. */
export function LibraryEmpty({
  filtered,
  folder,
  emptyLibrary,
  creators,
  onClear,
}: {
  filtered: boolean;
  folder: LibraryFolderNode | null;
  emptyLibrary: boolean;
  creators: ReactNode;
  onClear: () => void;
}) {
  if (filtered)
    return (
      <EmptyState
        icon={SearchX}
        title="Nothing matches these filters"
        description="Search looks at the names, descriptions and tags of templates and resources in every folder. Try fewer words or another tag."
        action={
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        }
      />
    );
  if (emptyLibrary)
    return (
      <EmptyState
        icon={Library}
        title="Start with a folder for each course"
        description={
          <>
            Folders hold your lesson templates (a plan with its meeting link, notes and resources) and resources
            (worksheets, videos, drive files). Nest them by level or unit, up to five deep; apply a template to a
            session and everything in it comes along.
          </>
        }
        action={creators}
      />
    );
  return (
    <EmptyState
      icon={FolderPlus}
      title={folder ? `“${folder.name}” is empty` : 'Nothing at the top level'}
      description={
        folder
          ? 'Add a template or a resource here, create a subfolder, or drag items onto this folder in the tree.'
          : 'Everything sits in folders. Open one in the tree, or add something here.'
      }
      action={creators}
    />
  );
}
