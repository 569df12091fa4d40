import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { friendlyIssueMessage, friendlyIssueMessageIn } from './friendly-issue-message';

const schema = z.object({ seats: z.number().min(1).max(50), name: z.string().min(1).max(3), kind: z.enum(['a', 'b']) });
const messagesOf = (error: z.core.$ZodErrorMap, input: unknown) =>
  schema.safeParse(input, { error }).error?.issues.map((issue) => issue.message);

describe('friendly field messages', () => {
  it('keeps the English sentences the forms have always shown', () => {
    expect(messagesOf(friendlyIssueMessage, { seats: Number.NaN, name: '', kind: 'c' })).toEqual([
      'Enter a number',
      'This cannot be empty',
      'Choose one of the options',
    ]);
    expect(messagesOf(friendlyIssueMessage, { seats: 0, name: 'long', kind: 'a' })).toEqual([
      'Use 1 or more',
      'Use at most 3 characters',
    ]);
    expect(messagesOf(friendlyIssueMessage, { seats: 51, name: 'ok', kind: 'a' })).toEqual(['Use 50 or less']);
  });

  it("says them through the reader's words, with the number they carry", () => {
    const german = friendlyIssueMessageIn((key, value) => `${key}:${value ?? ''}`);
    expect(messagesOf(german, { seats: 0, name: '', kind: 'a' })).toEqual(['atLeast:1', 'notEmpty:']);
  });
});
