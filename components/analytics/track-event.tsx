'use client';

import { useEffect, useRef } from 'react';
import type { TPublicEventType } from '@/lib/analytics/schemas';
import { sendAnalyticsEvent } from './send-analytics-event';

type Props = {
  slug: string;
  type: TPublicEventType;
  serviceId?: string;
  /** Send at most once per tab for this key (e.g. a booking's id), so a reload does not count twice. */
  onceKey?: string;
};

/** Records one public analytics event when it first renders; renders nothing. */
export function TrackEvent({ slug, type, serviceId, onceKey }: Props) {
  const sent = useRef(false);
  useEffect(() => {
    // Strict mode and re-renders run effects again: one event per mount.
    if (sent.current) return;
    sent.current = true;
    if (onceKey) {
      const key = `lektio-event:${type}:${onceKey}`;
      try {
        if (sessionStorage.getItem(key)) return;
        sessionStorage.setItem(key, '1');
      } catch {
        // No storage: send anyway.
      }
    }
    sendAnalyticsEvent(slug, { type, serviceId });
  }, [slug, type, serviceId, onceKey]);
  return null;
}
