import type { z } from 'zod';
import english from '@/messages/en/teacherServices.json';

/** The generic messages, by their key under `teacherServices.fieldGeneric`. */
export type GenericMessage = keyof typeof english.fieldGeneric;

/** Says one generic message with the number it carries ("Use 5 or more"). */
export type SayGeneric = (key: GenericMessage, value?: string) => string;

/**
 * Plain messages for the generic issues of a form's number and text fields ("Enter a number"
 * rather than "expected number, received NaN"), said by `say`; other issues are left to
 * `otherwise` (Zod's locale), and messages written in the schema itself win.
 */
export const friendlyIssueMessageIn =
  (say: SayGeneric, otherwise?: z.core.$ZodErrorMap): z.core.$ZodErrorMap =>
  (issue) => {
    if (issue.code === 'invalid_type' && issue.expected === 'number') return say('enterNumber');
    if (issue.code === 'invalid_type') return say('chooseValue');
    if (issue.code === 'too_small' && issue.origin === 'string') return say('notEmpty');
    if (issue.code === 'too_small') return say('atLeast', String(issue.minimum));
    if (issue.code === 'too_big' && issue.origin === 'string') return say('maxCharacters', String(issue.maximum));
    if (issue.code === 'too_big') return say('atMost', String(issue.maximum));
    if (issue.code === 'invalid_value') return say('chooseOption');
    return otherwise?.(issue);
  };

const sayEnglish: SayGeneric = (key, value = '') => english.fieldGeneric[key].replace('{value}', value);

/** The English messages, for forms that translate them at render (`useFieldMessage`). */
export const friendlyIssueMessage: z.core.$ZodErrorMap = friendlyIssueMessageIn(sayEnglish);
