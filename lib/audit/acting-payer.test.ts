import { describe, expect, it } from 'vitest';
import { runAsActingPayer } from './acting-payer';
import { auditRow, type AuditEntry } from './record-audit';

const member = '11111111-1111-4111-8111-111111111111';
const sibling = '22222222-2222-4222-8222-222222222222';
const familyId = '33333333-3333-4333-8333-333333333333';
const entry = (actorId: string, type: AuditEntry['actor']['type'] = 'student'): AuditEntry => ({
  teacherId: null,
  actor: { type, id: actorId },
  action: 'session.cancel',
  entity: { type: 'session', id: null },
  metadata: { reason: 'ill' },
});

describe('audit actor of a payer acting for a member (issue 34)', () => {
  it('records the payer as actor, on behalf of the member', async () => {
    const row = await runAsActingPayer({ familyId, studentId: member }, async () => auditRow(entry(member)));
    expect(row).toMatchObject({
      actorType: 'payer',
      actorId: familyId,
      metadata: { reason: 'ill', onBehalfOfStudentId: member },
    });
  });

  it('leaves other actors, other students and requests without a payer alone', async () => {
    expect(auditRow(entry(member))).toMatchObject({ actorType: 'student', actorId: member });
    const [other, teacher] = await runAsActingPayer({ familyId, studentId: member }, async () => [
      auditRow(entry(sibling)),
      auditRow(entry(member, 'teacher')),
    ]);
    expect(other).toMatchObject({ actorType: 'student', actorId: sibling });
    expect(teacher).toMatchObject({ actorType: 'teacher', actorId: member });
  });
});
