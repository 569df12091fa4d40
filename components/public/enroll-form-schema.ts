import { z } from 'zod';
import type { ZEnrollInput } from '@/lib/enrollments/enroll-schemas';
import * as buyerForm from './buyer-form-schema';

export type EnrollFormValues = buyerForm.BuyerFormValues & {
  /** The `versionId`s of the documents ticked, in the order they were ticked. */
  documents: string[];
};

type Context = buyerForm.BuyerContext & {
  serviceId: string;
  /** The `versionId`s that must be accepted. */
  requiredIds: string[];
  /** The form's own words in the page's language (`publicEnroll.form`); English without it. */
  say?: (key: EnrollSchemaKey) => string;
};

export type EnrollSchemaKey = buyerForm.BuyerSchemaKey | 'acceptRequired';

const english: Record<EnrollSchemaKey, string> = {
  ...buyerForm.englishBuyerWords,
  acceptRequired: 'Accept the documents marked as required to continue',
};

/**
 * The enrollment form's checks, whose output is the body of POST /api/public/:slug/enroll (the
 * API parses it with ZEnrollInput again).
 */
export function enrollFormSchema({ serviceId, requiredIds, say = (key) => english[key], ...buyer }: Context) {
  return z
    .object({ ...buyerForm.buyerFields, documents: z.array(z.string()) })
    .superRefine((values, ctx) => {
      buyerForm.checkBuyer(values, ctx, buyer, say);
      if (requiredIds.some((id) => !values.documents.includes(id))) {
        ctx.addIssue({ code: 'custom', path: ['documents'], message: say('acceptRequired') });
      }
    })
    .transform((values): z.input<typeof ZEnrollInput> => ({
      serviceId,
      acceptedDocumentVersionIds: values.documents,
      ...buyerForm.buyerBody(values, buyer.signedIn),
    }));
}
