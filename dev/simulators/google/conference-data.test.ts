import { describe, expect, it } from 'vitest';
import type { SimulatedEvent } from './calendar-state';
import { withConferenceData } from './conference-data';

const event = (): SimulatedEvent => ({ id: 'e1', calendarId: 'primary', status: 'confirmed' });
const request = { conferenceData: { createRequest: { requestId: 'lektio-s1' } } };

describe('the simulated conference data', () => {
  it('creates one Google Meet per request id with conferenceDataVersion=1, as Calendar does', () => {
    const first = event();
    withConferenceData(first, request, '1');
    expect(first.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    expect(first.conferenceData).toMatchObject({
      createRequest: { status: { statusCode: 'success' } },
      entryPoints: [{ entryPointType: 'video', uri: first.hangoutLink }],
    });
    const retried = event();
    withConferenceData(retried, request, '1');
    expect(retried.hangoutLink).toBe(first.hangoutLink);
  });

  it('ignores the request without the version', () => {
    const plain = event();
    withConferenceData(plain, request, null);
    expect(plain.hangoutLink).toBeUndefined();
    expect(plain.conferenceData).toBeUndefined();
  });
});
