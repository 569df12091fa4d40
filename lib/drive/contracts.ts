/** Route contracts of the drive storage provider's settings. */
import { defineRoute } from '@/lib/core/route-contract';
import { ZDriveStatus } from './schemas';

const notConnected = {
  description: 'INVALID_STATE: Google Drive is not connected; RECONNECT_NEEDED: its grant was refused',
};

export const enableDriveRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/settings/drive/enable',
  summary: 'Turn on the auto-copy of session resources into per-student Drive folders',
  tags: ['settings'],
  auth: 'teacher',
  responses: { 200: { description: 'Drive status', schema: ZDriveStatus }, 409: notConnected },
});

export const disableDriveRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/settings/drive/disable',
  summary: 'Turn off the auto-copy (copies made so far stay in Drive)',
  tags: ['settings'],
  auth: 'teacher',
  responses: { 200: { description: 'Drive status', schema: ZDriveStatus }, 409: notConnected },
});

export const driveStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/settings/drive/status',
  summary: 'Drive state with the copied, pending and failed counts, the root folder state and its link',
  tags: ['settings'],
  auth: 'teacher',
  responses: { 200: { description: 'Drive status', schema: ZDriveStatus } },
});
