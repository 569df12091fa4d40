import { randomBytes } from 'node:crypto';

/** Jitsi's public service: the room name is the only secret, so it carries 128 random bits. */
export const publicJitsiBaseUrl = 'https://meet.jit.si';

export type ServiceMeeting = {
  meetingProvider: 'none' | 'fixed_link' | 'jitsi' | 'google_meet';
  meetingUrl: string | null;
};

/** A fresh, unguessable Jitsi room under `baseUrl` (the teacher's self-hosted Jitsi, or the public one). */
export function newJitsiRoomUrl(baseUrl: string | null): string {
  const base = (baseUrl?.trim() || publicJitsiBaseUrl).replace(/\/+$/, '');
  return `${base}/Lektio-${randomBytes(16).toString('hex')}`;
}

/**
 * The meetingUrl a new session of the service gets when booked. `google_meet` gets its link when the
 * session's calendar event is written (the Calendar API creates the Meet): NULL here while Google is
 * connected, a Jitsi room when it is not, so an online lesson always has somewhere to meet
 * (docs/decisions/0100-meeting-links.md).
 */
export function meetingUrlForNewSession(service: ServiceMeeting, googleConnected: boolean): string | null {
  switch (service.meetingProvider) {
    case 'none':
      return null;
    case 'fixed_link':
      return service.meetingUrl;
    case 'jitsi':
      return newJitsiRoomUrl(service.meetingUrl);
    case 'google_meet':
      return googleConnected ? null : newJitsiRoomUrl(null);
  }
}
