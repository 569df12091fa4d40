import { z } from 'zod';

export const ZGooglePurpose = z.enum(['calendar', 'drive']);

export const ZGoogleConnectInput = z.strictObject({ purpose: ZGooglePurpose });
export type TGoogleConnectInput = z.infer<typeof ZGoogleConnectInput>;

export const ZGoogleConnectionState = z.enum(['not_connected', 'connected', 'needs_reauth']);

export const ZGoogleConnectionStatus = z.object({
  configured: z.boolean(),
  calendar: z.object({
    state: ZGoogleConnectionState,
    accountEmail: z.string().nullable(),
    readCalendarIds: z.array(z.string()),
    writeCalendarId: z.string().nullable(),
  }),
  drive: z.object({ state: ZGoogleConnectionState, accountEmail: z.string().nullable(), enabled: z.boolean() }),
});
export type TGoogleConnectionStatus = z.infer<typeof ZGoogleConnectionStatus>;
