import { describe, expect, it } from 'vitest';
import { createCancellationPolicy, createService, createTeacher } from '@/test/factories';
import { loadPoliciesPage } from './load-policies-page';

describe('loadPoliciesPage', () => {
  it("names the live services of each policy and leaves other teachers' policies out", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const relaxed = await createCancellationPolicy({ teacherId: teacher.id, name: 'Relaxed' });
    const strict = await createCancellationPolicy({ teacherId: teacher.id, name: 'Strict', isDefault: true });
    await createCancellationPolicy({ teacherId: other.id, name: 'Not mine', isDefault: true });
    await createService({ teacherId: teacher.id, name: 'French A1', cancellationPolicyId: relaxed.id });
    await createService({
      teacherId: teacher.id,
      name: 'Old course',
      cancellationPolicyId: relaxed.id,
      deletedAt: new Date(),
    });

    const page = await loadPoliciesPage(teacher.id);

    expect(page.hasDefault).toBe(true);
    expect(page.truncated).toBe(false);
    expect(page.policies.map(({ policy, serviceNames }) => [policy.id, serviceNames])).toEqual([
      [strict.id, []],
      [relaxed.id, ['French A1']],
    ]);
  });

  it('says when the teacher has no default policy', async () => {
    const teacher = await createTeacher();
    await createCancellationPolicy({ teacherId: teacher.id });
    expect((await loadPoliciesPage(teacher.id)).hasDefault).toBe(false);
  });
});
