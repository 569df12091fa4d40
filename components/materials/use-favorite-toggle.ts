'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '@/lib/client/api-refusal';
import { useToggleFavorite } from './library-api';
import type { LibraryItem } from './library-types';

/** Stars and unstars resources; `pendingFavorites` (resource ids) keeps a star from being pressed twice meanwhile. */
export function useFavoriteToggle(refresh: () => void) {
  const [pendingFavorites, setPendingFavorites] = useState<Set<string>>(new Set());
  const toggleFavorite = useToggleFavorite();

  async function favorite(item: LibraryItem) {
    setPendingFavorites((previous) => new Set(previous).add(item.id));
    try {
      const answer = await toggleFavorite(item.id);
      toast.success(answer.favorite ? `“${item.name}” is a favorite.` : `“${item.name}” is no longer a favorite.`);
      refresh();
    } catch (error) {
      toast.error(refusalMessage(error, 'The favorite could not be changed.'));
    } finally {
      setPendingFavorites((previous) => {
        const next = new Set(previous);
        next.delete(item.id);
        return next;
      });
    }
  }

  return { pendingFavorites, favorite };
}
