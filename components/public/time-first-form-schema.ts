import { z } from 'zod';
import type { TTimeFirstBookingInput } from '@/lib/booking/time-first/schemas';
import * as buyerForm from './buyer-form-schema';

export type TimeFirstFormValues = buyerForm.BuyerFormValues & { consentAccepted: boolean };

type Context = buyerForm.BuyerContext & {
  /** The chosen time and the zone it was shown in (null: none chosen yet). */
  picked: { startUtc: string; timeZone: string } | null;
  /** The teacher's documents to accept: the one consent box covers the ones shown beside it. */
  documentIds: string[];
  /** The form's own words in the page's language (`publicTimeFirst.form`); English without it. */
  say?: (key: TimeFirstSchemaKey) => string;
};

export type TimeFirstSchemaKey = buyerForm.BuyerSchemaKey | 'agree';

const english: Record<TimeFirstSchemaKey, string> = {
  ...buyerForm.englishBuyerWords,
  agree: 'Agree to the terms to continue',
};

/**
 * The hold form's checks; its output is the body of POST /api/public/:slug/services/:serviceSlug/book
 * (the API parses it again with ZTimeFirstBookingInput).
 */
export function timeFirstFormSchema({ picked, documentIds, say = (key) => english[key], ...buyer }: Context) {
  return z
    .object({ ...buyerForm.buyerFields, consentAccepted: z.boolean() })
    .superRefine((values, ctx) => {
      buyerForm.checkBuyer(values, ctx, buyer, say);
      if (!values.consentAccepted) {
        ctx.addIssue({ code: 'custom', path: ['consentAccepted'], message: say('agree') });
      }
    })
    .transform((values): TTimeFirstBookingInput => ({
      startUtc: picked?.startUtc ?? '',
      timezone: picked?.timeZone ?? '',
      consentAccepted: true,
      acceptedDocumentVersionIds: documentIds,
      ...buyerForm.buyerBody(values, buyer.signedIn),
    }));
}
