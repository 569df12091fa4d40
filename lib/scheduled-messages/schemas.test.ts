import { describe, expect, it } from 'vitest';
import { ZCreateScheduledMessageInput } from './schemas';
import { resolveSendTime } from './send-time';

const base = { subject: 'Hello', body: 'See you soon.', sendAt: '2030-01-10T09:30' };
const studentId = '00000000-0000-4000-8000-0000000000aa';
const tagId = '00000000-0000-4000-8000-0000000000bb';

const issues = (value: unknown) =>
  ZCreateScheduledMessageInput.safeParse(value).error?.issues.map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  ) ?? [];

describe('ZCreateScheduledMessageInput', () => {
  it('asks for the student or the tag its audience needs, and only that one', () => {
    expect(issues({ ...base, audience: 'student' })).toEqual(['studentId: Choose a student']);
    expect(issues({ ...base, audience: 'tag' })).toEqual(['tagId: Choose a tag']);
    expect(issues({ ...base, audience: 'all_active', studentId })).toEqual([
      'studentId: studentId is only for the audience student',
    ]);
    expect(issues({ ...base, audience: 'student', studentId, tagId })).toEqual([
      'tagId: tagId is only for the audience tag',
    ]);
    expect(issues({ ...base, audience: 'student', studentId })).toEqual([]);
    expect(issues({ ...base, audience: 'tag', tagId })).toEqual([]);
    expect(issues({ ...base, audience: 'all_active' })).toEqual([]);
  });

  it('bounds subject (1-200) and body (1-5000), trimmed, and knows no other field', () => {
    expect(issues({ ...base, audience: 'all_active', subject: '  ', body: 'x'.repeat(5001) })).toEqual([
      'subject: Give the message a subject',
      'body: At most 5000 characters',
    ]);
    expect(issues({ ...base, audience: 'all_active', subject: 'x'.repeat(201) })).toEqual([
      'subject: At most 200 characters',
    ]);
    expect(issues({ ...base, audience: 'all_active', channel: 'sms' })).toEqual([': Unrecognized key: "channel"']);
  });

  it('takes a local date-time or an instant with an offset as the send time', () => {
    for (const sendAt of ['2030-01-10T09:30', '2030-01-10T09:30:00Z', '2030-01-10T09:30:00+01:00'])
      expect(issues({ ...base, audience: 'all_active', sendAt })).toEqual([]);
    for (const sendAt of ['2030-01-10', '2030-01-10T24:00', '2030-01-10T09:30:00', 'tomorrow', ''])
      expect(issues({ ...base, audience: 'all_active', sendAt })).toEqual(['sendAt: Choose a date and a time']);
  });
});

describe('resolveSendTime', () => {
  const now = new Date('2030-06-01T10:00:00Z');

  it("reads a local time on the zone's clock (summer time here)", () => {
    expect(resolveSendTime('2030-06-01T12:05', 'Europe/Madrid', now)).toEqual({
      ok: true,
      instant: new Date('2030-06-01T10:05:00Z'),
    });
    expect(resolveSendTime('2030-06-01T12:05', 'America/New_York', now)).toEqual({
      ok: true,
      instant: new Date('2030-06-01T16:05:00Z'),
    });
  });

  it('wants at least a minute ahead and at most a year', () => {
    expect(resolveSendTime('2030-06-01T10:00:59Z', 'UTC', now).ok).toBe(false);
    expect(resolveSendTime('2030-06-01T10:01:00Z', 'UTC', now).ok).toBe(true);
    expect(resolveSendTime('2031-06-01T10:00:00Z', 'UTC', now).ok).toBe(true);
    expect(resolveSendTime('2031-06-01T10:01:00Z', 'UTC', now)).toEqual({
      ok: false,
      message: 'Choose a time within a year',
    });
  });
});
