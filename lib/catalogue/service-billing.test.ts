import { describe, expect, it } from 'vitest';
import { ConflictError } from '@/lib/core/errors';
import { createService, createSession, createTeacher } from '@/test/factories';
import { createService as createServiceFor } from './create-service';
import { ZCreateServiceInput, ZUpdateServiceInput } from './schemas';
import { serviceShapeIssues } from './service-shape';
import { updateService } from './update-service';

/** Decision 0132: `billing` on create and update, its shape rules, and when it may change. */
describe('service billing', () => {
  it('defaults to prepaid and takes postpaid or monthly on create', async () => {
    const teacher = await createTeacher();
    const plain = await createServiceFor({ teacherId: teacher.id, input: ZCreateServiceInput.parse({ name: 'A' }) });
    expect(plain.billing).toBe('prepaid');
    const monthly = await createServiceFor({
      teacherId: teacher.id,
      input: ZCreateServiceInput.parse({ name: 'Piano tuition', billing: 'monthly', priceAmount: 12000 }),
    });
    expect(monthly).toMatchObject({ billing: 'monthly', priceAmount: 12000 });
  });

  it('refuses an unknown billing value', () => {
    expect(ZCreateServiceInput.safeParse({ name: 'A', billing: 'weekly' }).success).toBe(false);
    expect(ZUpdateServiceInput.safeParse({ billing: 'later' }).success).toBe(false);
  });

  it('needs a one-to-one single lesson with a price for postpaid and monthly', () => {
    const base = { structure: 'single', groupType: 'individual', pricingModel: 'fixed', priceAmount: 5000 } as const;
    expect(serviceShapeIssues({ ...base, billing: 'postpaid' })).toEqual([]);
    expect(serviceShapeIssues({ ...base, billing: 'monthly' })).toEqual([]);
    expect(serviceShapeIssues({ ...base, structure: 'package', sessionsIncluded: 5, billing: 'postpaid' })).toEqual([
      { path: ['billing'], message: 'A post-paid service must be a one-to-one single lesson' },
    ]);
    expect(serviceShapeIssues({ ...base, groupType: 'group', billing: 'monthly' })[0]?.path).toEqual(['billing']);
    expect(serviceShapeIssues({ ...base, isTrial: true, billing: 'postpaid' })[0]?.message).toMatch(/trial/);
    expect(serviceShapeIssues({ ...base, pricingModel: 'free', billing: 'monthly' })[0]?.message).toMatch(/free/);
    expect(serviceShapeIssues({ ...base, priceAmount: 0, billing: 'postpaid' })).toEqual([
      { path: ['priceAmount'], message: 'A post-paid service needs a price above zero' },
    ]);
    // Prepaid keeps every shape it had.
    expect(serviceShapeIssues({ ...base, structure: 'package', sessionsIncluded: 5, billing: 'prepaid' })).toEqual([]);
    // On create the price defaults to 0: a post-paid service without one is refused (400 on the body).
    expect(ZCreateServiceInput.safeParse({ name: 'A', billing: 'postpaid' }).success).toBe(false);
  });

  it('updates billing, checked on the record as it will be', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id, priceAmount: 4000 });
    const updated = await updateService({
      teacherId: teacher.id,
      serviceId: service.id,
      input: ZUpdateServiceInput.parse({ billing: 'postpaid' }),
    });
    expect(updated.billing).toBe('postpaid');
    const pkg = await createService({ teacherId: teacher.id, structure: 'package', sessionsIncluded: 4 });
    await expect(
      updateService({
        teacherId: teacher.id,
        serviceId: pkg.id,
        input: ZUpdateServiceInput.parse({ billing: 'monthly' }),
      }),
    ).rejects.toMatchObject({ status: 400, details: [{ path: 'billing' }] });
  });

  it('refuses to change billing once the service has a lesson (409), but other fields still change', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id, priceAmount: 4000 });
    await createSession({ teacherId: teacher.id, serviceId: service.id, status: 'completed' });
    await expect(
      updateService({
        teacherId: teacher.id,
        serviceId: service.id,
        input: ZUpdateServiceInput.parse({ billing: 'postpaid' }),
      }),
    ).rejects.toBeInstanceOf(ConflictError);
    const renamed = await updateService({
      teacherId: teacher.id,
      serviceId: service.id,
      input: ZUpdateServiceInput.parse({ name: 'Renamed', billing: 'prepaid' }),
    });
    expect(renamed).toMatchObject({ name: 'Renamed', billing: 'prepaid' });
  });

  it("does not touch another teacher's service (404)", async () => {
    const [teacher, other] = await Promise.all([createTeacher(), createTeacher()]);
    const foreign = await createService({ teacherId: other.id });
    await expect(
      updateService({
        teacherId: teacher.id,
        serviceId: foreign.id,
        input: ZUpdateServiceInput.parse({ billing: 'postpaid' }),
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
