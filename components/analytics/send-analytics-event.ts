import type { TPublicEventType } from '@/lib/analytics/schemas';

const visitorKey = 'lektio-visitor';

/**
 * A random id for this tab, kept in sessionStorage (no cookie, gone when the tab closes), so the
 * insights can tell one visit's steps apart without knowing who visits. Undefined when storage is
 * blocked: the event is still counted, just not linked.
 */
export function visitorId(): string | undefined {
  try {
    let id = sessionStorage.getItem(visitorKey);
    if (!id) {
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
      sessionStorage.setItem(visitorKey, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

/** The referring site only (its origin), never the page or its query. */
function referrer(): string | undefined {
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends one event to POST /api/public/:slug/events without holding up the page: sendBeacon when
 * the browser has it (it survives navigation), else a keepalive fetch; failures are ignored.
 */
export function sendAnalyticsEvent(slug: string, event: { type: TPublicEventType; serviceId?: string }): void {
  const body = JSON.stringify({
    ...event,
    visitorId: visitorId(),
    path: window.location.pathname.slice(0, 300),
    referrer: referrer(),
  });
  const url = `/api/public/${encodeURIComponent(slug)}/events`;
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Fall through to fetch.
  }
  void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(
    () => undefined,
  );
}
