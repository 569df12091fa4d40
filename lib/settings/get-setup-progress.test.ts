import { describe, expect, it } from 'vitest';
import { createAvailabilitySchedule, createService, createTeacher } from '@/test/factories';
import { getSetupProgress } from './get-setup-progress';

const done = async (teacherId: string) =>
  Object.fromEntries((await getSetupProgress({ teacherId })).steps.map((step) => [step.key, step.done]));

describe('getSetupProgress', () => {
  it('a new teacher has every step to do, the profile first', async () => {
    const teacher = await createTeacher({ bio: null, onboardingCompleted: false });
    const progress = await getSetupProgress({ teacherId: teacher.id });
    expect(progress.next).toBe('profile');
    expect(await done(teacher.id)).toEqual({ profile: false, availability: false, service: false, payments: false });
  });

  it('each step is done from its own records, and only the teacher’s own count', async () => {
    const teacher = await createTeacher({ bio: null });
    const other = await createTeacher({ pspAccountId: `acct_${teacher.id.slice(0, 8)}` });
    await createAvailabilitySchedule({ teacherId: other.id });
    await createService({ teacherId: other.id });
    expect(await done(teacher.id)).toEqual({ profile: false, availability: false, service: false, payments: false });

    const ready = await createTeacher({ bio: 'I teach Spanish', pspAccountId: `acct_${teacher.id.slice(9, 17)}` });
    await createAvailabilitySchedule({ teacherId: ready.id });
    await createService({ teacherId: ready.id });
    expect(await done(ready.id)).toEqual({ profile: true, availability: true, service: true, payments: true });
    expect((await getSetupProgress({ teacherId: ready.id })).next).toBeNull();
  });
});
