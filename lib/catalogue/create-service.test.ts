import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ConflictError, ValidationError } from '@/lib/core/errors';
import { createCancellationPolicy, createService, createTag, createTeacher } from '@/test/factories';
import { createService as createServiceFor } from './create-service';
import { ZCreateServiceInput } from './schemas';

const input = (raw: Record<string, unknown>) => ZCreateServiceInput.parse(raw);

describe('createService', () => {
  it("creates a draft at the end of the list, in the teacher's currency, with a slug from the name", async () => {
    const teacher = await createTeacher({ defaultCurrency: 'GBP' });
    await createService({ teacherId: teacher.id, sortOrder: 4 });
    await createService({ teacherId: teacher.id, sortOrder: 9, deletedAt: new Date() });
    const tag = await createTag({ teacherId: teacher.id });
    const policy = await createCancellationPolicy({ teacherId: teacher.id });

    const service = await createServiceFor({
      teacherId: teacher.id,
      input: input({ name: 'Conversación B2', priceAmount: 4500, tagIds: [tag.id], cancellationPolicyId: policy.id }),
    });
    expect(service).toMatchObject({
      name: 'Conversación B2',
      slug: 'conversacion-b2',
      status: 'draft',
      currency: 'GBP',
      sortOrder: 5,
      priceAmount: 4500,
      deliveryMode: 'live',
      groupType: 'individual',
      structure: 'single',
      tagIds: [tag.id],
      cancellationPolicyId: policy.id,
    });
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: service.id, action: 'service.create' } })).toBe(1);

    const again = await createServiceFor({ teacherId: teacher.id, input: input({ name: 'Conversación  B2!' }) });
    expect(again.slug).toBe('conversacion-b2-2');
  });

  it('refuses a slug already used (409) and changes nothing', async () => {
    const teacher = await createTeacher();
    await createService({ teacherId: teacher.id, slug: 'piano' });
    await expect(
      createServiceFor({ teacherId: teacher.id, input: input({ name: 'Piano', slug: 'piano' }) }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(await db.service.count({ where: { teacherId: teacher.id } })).toBe(1);
    // Another teacher may use the same slug.
    const other = await createTeacher();
    await expect(
      createServiceFor({ teacherId: other.id, input: input({ name: 'Piano', slug: 'piano' }) }),
    ).resolves.toMatchObject({ slug: 'piano' });
  });

  it("refuses another teacher's tags and policies as unknown (400 on the field)", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const foreignTag = await createTag({ teacherId: other.id });
    const foreignPolicy = await createCancellationPolicy({ teacherId: other.id });
    const error = await createServiceFor({
      teacherId: teacher.id,
      input: input({ name: 'X', tagIds: [foreignTag.id, randomUUID()], cancellationPolicyId: foreignPolicy.id }),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details?.map((detail) => detail.path)).toEqual([
      'tagIds',
      'cancellationPolicyId',
    ]);
    expect(await db.service.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('needs the fields a dimension uses and drops those it does not', async () => {
    // A group without a capacity is a group with no limit (decision 0066).
    expect(ZCreateServiceInput.safeParse({ name: 'G', groupType: 'group' }).success).toBe(true);
    expect(ZCreateServiceInput.safeParse({ name: 'S', structure: 'subscription' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['billingInterval'] }),
    ]);
    expect(ZCreateServiceInput.safeParse({ name: 'P', structure: 'package' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['sessionsIncluded'] }),
    ]);
    const teacher = await createTeacher();
    const service = await createServiceFor({
      teacherId: teacher.id,
      input: input({
        name: 'Free 1:1',
        groupType: 'individual',
        capacity: 8,
        billingInterval: 'month',
        pricingModel: 'free',
        priceAmount: 900,
      }),
    });
    expect(service).toMatchObject({ capacity: null, billingInterval: null, priceAmount: 0 });
  });

  it('refuses unknown fields (status included), bad slugs and negative prices', () => {
    const issues = (raw: Record<string, unknown>) => ZCreateServiceInput.safeParse(raw).error?.issues ?? [];
    expect(issues({ name: 'X', status: 'active' })).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['status'] }),
    ]);
    expect(issues({ name: 'X', teacherId: randomUUID() })).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys' }),
    ]);
    expect(issues({ name: 'X', slug: 'Not OK' })).toEqual([expect.objectContaining({ path: ['slug'] })]);
    expect(issues({ name: 'X', priceAmount: -1 })).toEqual([expect.objectContaining({ path: ['priceAmount'] })]);
    expect(issues({ name: 'X', priceAmount: 10.5 })).toEqual([expect.objectContaining({ path: ['priceAmount'] })]);
    expect(issues({ name: 'X', currency: 'eur' })).toEqual([expect.objectContaining({ path: ['currency'] })]);
    expect(issues({ name: ' ' })).toEqual([expect.objectContaining({ path: ['name'] })]);
  });
});
