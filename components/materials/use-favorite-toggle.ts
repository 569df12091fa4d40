'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '@/lib/client/api-refusal';
import { useToggleFavorite } from './library-api';
import type { LibraryItem } from './library-types';

/** Stars and unstars resources; `pendingFavorites` (resource ids) keeps a star from being pressed twice meanwhile. */
export function useFavoriteToggle(refresh: () => void) {
  const t = useTranslations('teacherMaterials.actions');
  const [pendingFavorites, setPendingFavorites] = useState<Set<string>>(new Set());
  const toggleFavorite = useToggleFavorite();

  async function favorite(item: LibraryItem) {
    setPendingFavorites((previous) => new Set(previous).add(item.id));
    try {
      const answer = await toggleFavorite(item.id);
      toast.success(t(answer.favorite ? 'favoriteOn' : 'favoriteOff', { name: item.name }));
      refresh();
    } catch (error) {
      toast.error(refusalMessage(error, t('favoriteFailed')));
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
