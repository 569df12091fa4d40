import type { z } from 'zod';

/**
 * Plain messages for the generic issues of the editor's number and text fields ("Enter a number"
 * rather than "expected number, received NaN"). Messages written in the schema itself win.
 */
export const friendlyIssueMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Enter a number';
  if (issue.code === 'invalid_type') return 'Choose a value';
  if (issue.code === 'too_small' && issue.origin === 'string') return 'This cannot be empty';
  if (issue.code === 'too_small') return `Use ${String(issue.minimum)} or more`;
  if (issue.code === 'too_big' && issue.origin === 'string') return `Use at most ${String(issue.maximum)} characters`;
  if (issue.code === 'too_big') return `Use ${String(issue.maximum)} or less`;
  if (issue.code === 'invalid_value') return 'Choose one of the options';
  return undefined;
};
