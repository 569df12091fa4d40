import { describe, expect, it } from 'vitest';
import { actionLabel, actorLabel, entityLabel } from './audit-labels';

describe('audit labels', () => {
  it('words actions from the noun and the verb, and spells out unknown ones', () => {
    expect(actionLabel('student.update')).toBe('Student updated');
    expect(actionLabel('session.series.move')).toBe('Session series moved');
    expect(actionLabel('payment.refund_request')).toBe('Payment refund requested');
    expect(actionLabel('session.book_time_first')).toBe('Session · book time first');
    expect(actionLabel('widget_thing.zap')).toBe('Widget thing · zap');
    expect(actionLabel('odd')).toBe('odd');
    expect(actionLabel('auth.dev_login')).toBe('Development sign-in');
    expect(actionLabel('auth.impersonation_start')).toBe('Impersonation started');
  });

  it('names entities and actors from the teacher side', () => {
    expect(entityLabel('contact_log')).toBe('Contact log entry');
    expect(entityLabel('drive_file')).toBe('Drive file');
    expect(actorLabel({ actorType: 'teacher', actorIsYou: true })).toBe('You');
    expect(actorLabel({ actorType: 'psp', actorIsYou: false })).toBe('Payment processor');
  });
});
