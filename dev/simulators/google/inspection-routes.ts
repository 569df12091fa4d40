import type { CalendarState } from './calendar-state';
import { driveFolderMimeType, type DriveState } from './drive-state';
import { send, type SimulatorRoutes } from './http-plumbing';

/**
 * GET /__simulator/state: everything the simulated account holds, read-only, for e2e journeys and
 * for a developer wondering what Lektio wrote. No token needed: it serves development only.
 */
export function inspectionRoutes(calendar: CalendarState, drive: DriveState): SimulatorRoutes {
  return ({ res, url, method }) => {
    if (method !== 'GET' || url.pathname !== '/__simulator/state') return false;
    const files = [...drive.files.values()];
    send(res, 200, {
      calendars: calendar.calendars,
      events: [...calendar.events.values()],
      busy: Object.fromEntries(
        [...calendar.busy].map(([calendarId, intervals]) => [
          calendarId,
          intervals.map(({ start, end }) => ({
            start: new Date(start).toISOString(),
            end: new Date(end).toISOString(),
          })),
        ]),
      ),
      channels: [...calendar.channels.values()],
      drive: {
        folders: files.filter((file) => file.mimeType === driveFolderMimeType),
        files: files.filter((file) => file.mimeType !== driveFolderMimeType),
      },
    });
    return true;
  };
}
