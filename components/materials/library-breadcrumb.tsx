'use client';

import { ChevronRight, Library } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useState, type DragEvent } from 'react';
import type { TMaterialRef } from '@/lib/materials/schemas';
import { cn } from '@/lib/presentation/cn';
import { carriesMaterials, droppedMaterials } from './library-drag';
import { libraryHref, type LibraryQuery } from './library-query';
import { folderLabel, type LibraryFolderNode } from './library-types';

/** The open folder's path; each crumb is also a drop target for a move. */
export function LibraryBreadcrumb({
  path,
  filtered,
  query,
  onDrop,
}: {
  path: LibraryFolderNode[];
  filtered: boolean;
  query: LibraryQuery;
  onDrop: (folderId: string | null, refs: TMaterialRef[]) => void;
}) {
  const t = useTranslations('teacherMaterials');
  const [over, setOver] = useState<string | null>(null);
  const crumbs: { id: string | null; label: string }[] = [
    { id: null, label: t('words.allMaterials') },
    ...path.map((node) => ({ id: node.id, label: folderLabel(node) })),
  ];
  const drop = (id: string | null) => ({
    onDragOver: (event: DragEvent) => {
      if (!carriesMaterials(event)) return;
      event.preventDefault();
      setOver(id ?? 'root');
    },
    onDragLeave: () => setOver(null),
    onDrop: (event: DragEvent) => {
      if (!carriesMaterials(event)) return;
      event.preventDefault();
      setOver(null);
      const refs = droppedMaterials(event).filter((ref) => !(ref.type === 'folder' && ref.id === id));
      if (refs.length) onDrop(id, refs);
    },
  });
  return (
    <nav aria-label={t('breadcrumb.label')} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 text-sm">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          // On a phone only the open folder and its parent show; the tree drawer holds the rest.
          const hiddenOnPhone = index < crumbs.length - 2;
          return (
            <li
              key={crumb.id ?? 'root'}
              className={cn(
                'flex min-w-0 items-center gap-1',
                hiddenOnPhone && 'hidden sm:flex',
                last ? 'shrink' : 'shrink-[2]',
              )}
            >
              {index > 0 ? (
                <ChevronRight className="text-subtle-foreground size-4 shrink-0" aria-hidden="true" />
              ) : null}
              {last && !filtered ? (
                <span aria-current="page" className="text-foreground truncate font-semibold">
                  {index === 0 ? (
                    <span className="inline-flex items-center gap-1.5">
                      <Library className="text-primary size-4" aria-hidden="true" /> {t('words.allMaterials')}
                    </span>
                  ) : (
                    crumb.label
                  )}
                </span>
              ) : (
                <Link
                  href={libraryHref(query, { folder: crumb.id })}
                  {...drop(crumb.id)}
                  className={cn(
                    'text-muted-foreground hover:text-foreground truncate rounded px-1 py-1 hover:underline',
                    over === (crumb.id ?? 'root') && 'bg-primary-soft ring-primary ring-2',
                  )}
                >
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
        {filtered ? (
          <li className="flex items-center gap-1">
            <ChevronRight className="text-subtle-foreground size-4 shrink-0" aria-hidden="true" />
            <span aria-current="page" className="text-foreground font-semibold">
              {t('breadcrumb.searchResults')}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
