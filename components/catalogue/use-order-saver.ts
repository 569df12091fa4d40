'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '@/lib/client/api-refusal';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves a complete order (the reorder endpoints take every id) one request after the other, so
 * quick successive moves reach the server in the order they were made and the last one wins.
 */
export function useOrderSaver(send: (ids: string[]) => Promise<unknown>) {
  const t = useTranslations('teacherServices.saveState');
  const queue = useRef<Promise<void>>(Promise.resolve());
  const waiting = useRef(0);
  const [state, setState] = useState<SaveState>('idle');

  function save(ids: string[], onFailure: () => void) {
    waiting.current += 1;
    setState('saving');
    queue.current = queue.current.then(async () => {
      const failure = await send(ids).then(
        () => null,
        (error: unknown) => error,
      );
      waiting.current -= 1;
      if (failure) {
        setState('failed');
        toast.error(refusalMessage(failure, t('error')));
        onFailure();
        return;
      }
      if (waiting.current === 0) setState('saved');
    });
  }

  return { save, state };
}
