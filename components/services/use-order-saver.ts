'use client';

import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { failureMessage, sendJson } from './send-json';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves a complete order (the reorder endpoints take every id) one request after the other, so
 * quick successive moves reach the server in the order they were made and the last one wins.
 */
export function useOrderSaver(url: string, toBody: (ids: string[]) => unknown) {
  const queue = useRef<Promise<void>>(Promise.resolve());
  const waiting = useRef(0);
  const [state, setState] = useState<SaveState>('idle');

  function save(ids: string[], onFailure: () => void) {
    waiting.current += 1;
    setState('saving');
    queue.current = queue.current.then(async () => {
      const answer = await sendJson('POST', url, toBody(ids));
      waiting.current -= 1;
      if (!answer.ok) {
        setState('failed');
        toast.error(failureMessage(answer, 'The new order could not be saved.'));
        onFailure();
        return;
      }
      if (waiting.current === 0) setState('saved');
    });
  }

  return { save, state };
}
