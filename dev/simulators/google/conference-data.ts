import { createHash } from 'node:crypto';
import type { SimulatedEvent } from './calendar-state';

type ConferenceRequest = { conferenceData?: { createRequest?: { requestId?: string } } };

/** A Meet code as Google writes them (`abc-defg-hij`), derived from the request id: one Meet per request. */
function meetCode(requestId: string): string {
  const letters = [...createHash('sha256').update(requestId).digest()].map((byte) =>
    String.fromCharCode(97 + (byte % 26)),
  );
  return `${letters.slice(0, 3).join('')}-${letters.slice(3, 7).join('')}-${letters.slice(7, 10).join('')}`;
}

/**
 * Calendar's conference data: with `conferenceDataVersion=1`, an event written with
 * `conferenceData.createRequest` gets a Google Meet (hangoutLink, a video entry point, the request
 * marked `success`); an event that has one keeps it. Without the version the request is ignored and
 * dropped, as Google does.
 */
export function withConferenceData(event: SimulatedEvent, input: ConferenceRequest, version: string | null): void {
  const requestId = input.conferenceData?.createRequest?.requestId;
  if (version !== '1' || !requestId) {
    if (version !== '1') delete event.conferenceData;
    return;
  }
  if (typeof event.hangoutLink === 'string') return;
  const code = meetCode(requestId);
  const uri = `https://meet.google.com/${code}`;
  event.hangoutLink = uri;
  event.conferenceData = {
    createRequest: { requestId, conferenceSolutionKey: { type: 'hangoutsMeet' }, status: { statusCode: 'success' } },
    entryPoints: [{ entryPointType: 'video', uri, label: `meet.google.com/${code}` }],
    conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
    conferenceId: code,
  };
}
