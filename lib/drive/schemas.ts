import { z } from 'zod';

/**
 * Drive status for Settings > Integrations: `not_connected` (no Google Drive grant), `needs_reauth`
 * (the grant was refused, the teacher connects again), `disabled` (connected, auto-copy off),
 * `enabled` (session resources of type drive are copied into per-student folders).
 */
export const ZDriveState = z.enum(['not_connected', 'needs_reauth', 'disabled', 'enabled']);

/**
 * The root folder: `not_created` until the first copy needs it, `ready`, `missing` (deleted or in
 * the trash on Drive; the next copy creates a new one) or `unknown` (Drive did not answer).
 */
export const ZDriveFolderState = z.enum(['not_created', 'ready', 'missing', 'unknown']);

export const ZDriveStatus = z.object({
  state: ZDriveState,
  accountEmail: z.string().nullable(),
  copied: z.int().nonnegative(),
  pending: z.int().nonnegative(),
  failed: z.int().nonnegative(),
  folder: z.object({ state: ZDriveFolderState, url: z.url().nullable() }),
});

export type TDriveStatus = z.infer<typeof ZDriveStatus>;
export type TDriveFolderState = z.infer<typeof ZDriveFolderState>;
