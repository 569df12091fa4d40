import { z } from 'zod';
import { ZStudentEmail } from '@/lib/auth/magic-link/schemas';
import type { ZEnrollInput } from '@/lib/enrollments/enroll-schemas';

export type EnrollFormValues = {
  name: string;
  email: string;
  /** The `versionId`s of the documents ticked, in the order they were ticked. */
  documents: string[];
  discountCode: string;
};

type Context = {
  serviceId: string;
  /** A signed-in student gives no name or address: the session says who enrolls. */
  signedIn: boolean;
  /** The `versionId`s that must be accepted. */
  requiredIds: string[];
};

/**
 * The enrollment form's checks, whose output is the body of POST /api/public/:slug/enroll (the
 * API parses it with ZEnrollInput again).
 */
export function enrollFormSchema({ serviceId, signedIn, requiredIds }: Context) {
  return z
    .object({ name: z.string(), email: z.string(), documents: z.array(z.string()), discountCode: z.string() })
    .superRefine((values, ctx) => {
      if (!signedIn && !values.name.trim())
        ctx.addIssue({ code: 'custom', path: ['name'], message: 'Enter your name' });
      if (!signedIn && !ZStudentEmail.safeParse(values.email).success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter a valid e-mail address' });
      }
      if (requiredIds.some((id) => !values.documents.includes(id))) {
        ctx.addIssue({
          code: 'custom',
          path: ['documents'],
          message: 'Accept the documents marked as required to continue',
        });
      }
    })
    .transform((values): z.input<typeof ZEnrollInput> => ({
      serviceId,
      acceptedDocumentVersionIds: values.documents,
      ...(values.discountCode.trim() ? { discountCode: values.discountCode.trim() } : {}),
      ...(signedIn ? {} : { name: values.name.trim(), email: values.email.trim() }),
    }));
}
