'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { libraryHref, type LibraryQuery } from './library-query';

/**
 * Moves within the library in a transition, so the contents dim (`navigating`) instead of
 * blanking while the server renders the next folder or page. The folder drawer lives here
 * because opening a folder from it must also close it.
 */
export function useLibraryNavigation(query: LibraryQuery) {
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const [treeOpen, setTreeOpen] = useState(false);

  const navigate = (href: string) => startNavigation(() => router.push(href));
  const refresh = () => startNavigation(() => router.refresh());
  const openFolder = (id: string | null) => {
    setTreeOpen(false);
    navigate(libraryHref(query, { folder: id }));
  };

  return { navigating, navigate, refresh, openFolder, treeOpen, setTreeOpen };
}

export type LibraryNavigation = ReturnType<typeof useLibraryNavigation>;
