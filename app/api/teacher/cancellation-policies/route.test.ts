import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createCancellationPolicy, createService, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { DELETE, GET as getOne, PATCH } from './[id]/route';
import { POST as fromPreset } from './from-preset/route';
import { GET, POST } from './route';

async function signedInTeacher() {
  const teacher = await createTeacher();
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

const path = '/api/teacher/cancellation-policies';
const create = (cookie: string, body: unknown) => callRoute(POST, { method: 'POST', path, cookie, body });
const createPreset = (cookie: string, body: unknown) =>
  callRoute(fromPreset, { method: 'POST', path: `${path}/from-preset`, cookie, body });
const one = (handler: typeof getOne, cookie: string, id: string, options: { method?: string; body?: unknown } = {}) =>
  callRoute(handler, { path: `${path}/${id}`, params: { id }, cookie, ...options });
const patch = (cookie: string, id: string, body: unknown) => one(PATCH, cookie, id, { method: 'PATCH', body });

/** Rules as SPEC.md shapes them: "a condition, an action and an optional description". */
const everyRuleKind = [
  { condition: { field: 'hours_before_session', operator: 'gte', value: 48 }, action: 'full_refund' },
  { condition: { field: 'sessions_completed', operator: 'gt', value: 10 }, action: 'allow_free' },
  {
    condition: { field: 'sessions_remaining', operator: 'lte', value: 1 },
    action: 'partial_penalty',
    penaltyPercent: 40,
    description: 'Last session: 40 %',
  },
  { condition: { field: 'reschedule_count', operator: 'eq', value: 3 }, action: 'block' },
  { condition: { field: 'hours_before_session', operator: 'lt', value: 2 }, action: 'forfeit' },
];

const flatKeys = ['conditionField', 'conditionOperator', 'conditionValue'];
/** Every rule of an answer carries `condition` and none of the flat fields. */
function expectSpecRules(rules: Record<string, unknown>[]) {
  for (const rule of rules) {
    expect(rule).toHaveProperty('condition');
    for (const key of flatKeys) expect(rule).not.toHaveProperty(key);
  }
}

const defaults = (teacherId: string) =>
  db.cancellationPolicy.findMany({ where: { teacherId, isDefault: true }, select: { id: true } });

describe('POST /api/teacher/cancellation-policies', () => {
  it('creates a policy with every condition and action, rules in order, limits and no-show; audited', async () => {
    const { cookie } = await signedInTeacher();
    const response = await create(cookie, {
      name: 'Mine',
      cancellationRules: everyRuleKind,
      maxReschedules: 3,
      minHoursBefore: 6,
      noShowAction: 'partial_penalty',
      noShowPenaltyPercent: 70,
    });
    expect(response.status).toBe(201);
    expect(response.json).not.toHaveProperty('rules');
    expect(response.json).toMatchObject({
      name: 'Mine',
      preset: null,
      isDefault: false,
      maxReschedules: 3,
      minHoursBefore: 6,
      noShowAction: 'partial_penalty',
      noShowPenaltyPercent: 70,
      serviceIds: [],
    });
    expect(
      response.json.cancellationRules.map((rule: Record<string, unknown>) => [
        rule.position,
        rule.action,
        rule.penaltyPercent,
      ]),
    ).toEqual([
      [0, 'full_refund', null],
      [1, 'allow_free', null],
      [2, 'partial_penalty', 40],
      [3, 'block', null],
      [4, 'forfeit', null],
    ]);
    expect(response.json.cancellationRules[2].description).toBe('Last session: 40 %');
    await flushAudits();
    expect(
      await db.auditLog.count({ where: { entityId: response.json.id, action: 'cancellation_policy.create' } }),
    ).toBe(1);
  });

  it('takes a spec-shaped body and answers each rule as condition { field, operator, value }', async () => {
    const { cookie } = await signedInTeacher();
    // The body an integrator writes from SPEC.md "Cancellation policy".
    const response = await create(cookie, {
      name: 'Spec shaped',
      isDefault: true,
      cancellationRules: [
        {
          condition: { field: 'hours_before_session', operator: 'lt', value: 24 },
          action: 'forfeit',
          description: 'Under 24 hours: the session is lost',
        },
        { condition: { field: 'hours_before_session', operator: 'gte', value: 24 }, action: 'full_refund' },
      ],
      maxReschedules: 2,
      minHoursBefore: 12,
      noShowAction: 'forfeit',
    });
    expect(response.status).toBe(201);
    expect(response.json.cancellationRules).toEqual([
      {
        id: expect.any(String),
        position: 0,
        condition: { field: 'hours_before_session', operator: 'lt', value: 24 },
        action: 'forfeit',
        penaltyPercent: null,
        description: 'Under 24 hours: the session is lost',
      },
      {
        id: expect.any(String),
        position: 1,
        condition: { field: 'hours_before_session', operator: 'gte', value: 24 },
        action: 'full_refund',
        penaltyPercent: null,
        description: null,
      },
    ]);
    const [read] = (await callRoute(GET, { path, cookie })).json.data;
    expect(read.cancellationRules).toEqual(response.json.cancellationRules);
    expect((await one(getOne, cookie, response.json.id)).json.cancellationRules).toEqual(
      response.json.cancellationRules,
    );
  });

  it('still takes the deprecated flat condition on input, and answers the spec shape', async () => {
    const { cookie } = await signedInTeacher();
    const response = await create(cookie, {
      name: 'Flat',
      cancellationRules: [
        { conditionField: 'sessions_remaining', conditionOperator: 'eq', conditionValue: 0, action: 'block' },
      ],
    });
    expect(response.status).toBe(201);
    expect(response.json.cancellationRules[0]).toMatchObject({
      condition: { field: 'sessions_remaining', operator: 'eq', value: 0 },
      action: 'block',
    });
    expectSpecRules(response.json.cancellationRules);
    const patched = await patch(cookie, response.json.id, {
      cancellationRules: [
        { conditionField: 'hours_before_session', conditionOperator: 'lt', conditionValue: 6, action: 'forfeit' },
      ],
    });
    expect(patched.json.cancellationRules[0].condition).toEqual({
      field: 'hours_before_session',
      operator: 'lt',
      value: 6,
    });
    expectSpecRules(patched.json.cancellationRules);
  });

  it("takes the rules under the spec's name only: `rules` is an unknown field (400)", async () => {
    const { teacher, cookie } = await signedInTeacher();
    const response = await create(cookie, { name: 'Old name', rules: [] });
    expect(response.status).toBe(400);
    expect(await db.cancellationPolicy.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it.each([
    [
      'a partial penalty without percent',
      { cancellationRules: [{ ...everyRuleKind[2], penaltyPercent: undefined }] },
      'cancellationRules.0.penaltyPercent',
    ],
    [
      'a percent on another action',
      { cancellationRules: [{ ...everyRuleKind[0], penaltyPercent: 10 }] },
      'cancellationRules.0.penaltyPercent',
    ],
    [
      'a percent above 100',
      { cancellationRules: [{ ...everyRuleKind[2], penaltyPercent: 101 }] },
      'cancellationRules.0.penaltyPercent',
    ],
    [
      'an unknown condition',
      { cancellationRules: [{ ...everyRuleKind[0], condition: { field: 'weather', operator: 'gte', value: 1 } }] },
      'cancellationRules.0.condition.field',
    ],
    ['a rule without a condition', { cancellationRules: [{ action: 'forfeit' }] }, 'cancellationRules.0.condition'],
    [
      'a condition sent both ways',
      { cancellationRules: [{ ...everyRuleKind[0], conditionField: 'hours_before_session' }] },
      'cancellationRules.0.conditionField',
    ],
    [
      'an incomplete deprecated flat condition',
      { cancellationRules: [{ conditionField: 'hours_before_session', conditionOperator: 'lt', action: 'forfeit' }] },
      'cancellationRules.0.conditionValue',
    ],
    [
      'an unknown field inside the condition',
      {
        cancellationRules: [
          { ...everyRuleKind[0], condition: { field: 'hours_before_session', operator: 'lt', value: 1, unit: 'h' } },
        ],
      },
      'cancellationRules.0.condition',
    ],
    [
      'an unknown action',
      { cancellationRules: [{ ...everyRuleKind[0], action: 'refund_twice' }] },
      'cancellationRules.0.action',
    ],
    [
      'a no-show penalty without percent',
      { cancellationRules: [], noShowAction: 'partial_penalty' },
      'noShowPenaltyPercent',
    ],
    ['negative maxReschedules', { cancellationRules: [], maxReschedules: -1 }, 'maxReschedules'],
    ['21 rules', { cancellationRules: Array.from({ length: 21 }, () => everyRuleKind[0]) }, 'cancellationRules'],
  ])('refuses %s (400)', async (_label, body, field) => {
    const { teacher, cookie } = await signedInTeacher();
    const response = await create(cookie, { name: 'Bad', ...body });
    expect(response.status).toBe(400);
    expect(response.json.error.details.map((detail: { path: string }) => detail.path)).toContain(field);
    expect(await db.cancellationPolicy.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('keeps at most one default: a new default unsets the previous one', async () => {
    const { teacher, cookie } = await signedInTeacher();
    const first = await create(cookie, { name: 'A', cancellationRules: [], isDefault: true });
    const second = await create(cookie, { name: 'B', cancellationRules: [], isDefault: true });
    expect(await defaults(teacher.id)).toEqual([{ id: second.json.id }]);
    expect((await one(getOne, cookie, first.json.id)).json.isDefault).toBe(false);
    // Another teacher's default is untouched.
    const other = await signedInTeacher();
    await create(other.cookie, { name: 'C', cancellationRules: [], isDefault: true });
    expect(await defaults(teacher.id)).toEqual([{ id: second.json.id }]);
  });

  it('the database itself refuses two defaults of one teacher', async () => {
    const { teacher } = await signedInTeacher();
    await createCancellationPolicy({ teacherId: teacher.id, isDefault: true });
    await expect(createCancellationPolicy({ teacherId: teacher.id, isDefault: true })).rejects.toThrow();
  });
});

describe('POST /api/teacher/cancellation-policies/from-preset', () => {
  it.each([
    ['individual_relaxed', 3, 2, 12, 'forfeit'],
    ['group_strict', 2, 0, 48, 'forfeit'],
    ['course_no_refund', 2, 1, 24, 'forfeit'],
    ['subscription_flexible', 3, null, 2, 'partial_penalty'],
  ])('copies %s', async (preset, ruleCount, maxReschedules, minHoursBefore, noShowAction) => {
    const { cookie } = await signedInTeacher();
    const response = await createPreset(cookie, { preset });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ preset, isDefault: false, maxReschedules, minHoursBefore, noShowAction });
    expect(response.json.cancellationRules).toHaveLength(ruleCount);
    expectSpecRules(response.json.cancellationRules);
  });

  it('takes a name and the default flag; refuses an unknown preset', async () => {
    const { teacher, cookie } = await signedInTeacher();
    const previous = await create(cookie, { name: 'Old', cancellationRules: [], isDefault: true });
    const response = await createPreset(cookie, { preset: 'group_strict', name: 'Groups', isDefault: true });
    expect(response.json).toMatchObject({ name: 'Groups', isDefault: true });
    expect(await defaults(teacher.id)).toEqual([{ id: response.json.id }]);
    expect((await one(getOne, cookie, previous.json.id)).json.isDefault).toBe(false);
    expect((await createPreset(cookie, { preset: 'anything_goes' })).status).toBe(400);
  });
});

describe('GET /api/teacher/cancellation-policies', () => {
  it("lists only the teacher's policies, the default first, with the services using them", async () => {
    const { teacher, cookie } = await signedInTeacher();
    const plain = await createCancellationPolicy({ teacherId: teacher.id, name: 'Plain' });
    const main = await createCancellationPolicy({ teacherId: teacher.id, name: 'Main', isDefault: true });
    const service = await createService({ teacherId: teacher.id, cancellationPolicyId: plain.id });
    const other = await createTeacher();
    await createCancellationPolicy({ teacherId: other.id });
    const response = await callRoute(GET, { path, cookie });
    expect(response.status).toBe(200);
    expect(response.json.total).toBe(2);
    expect(response.json.data.map((policy: { id: string }) => policy.id)).toEqual([main.id, plain.id]);
    expect(response.json.data[1].serviceIds).toEqual([service.id]);
  });
});

describe('PATCH /api/teacher/cancellation-policies/:id', () => {
  it('replaces the rules in the new order and clears preset', async () => {
    const { cookie } = await signedInTeacher();
    const created = await createPreset(cookie, { preset: 'individual_relaxed' });
    const response = await patch(cookie, created.json.id, { cancellationRules: [everyRuleKind[4], everyRuleKind[0]] });
    expect(response.status).toBe(200);
    expect(response.json.preset).toBeNull();
    expect(response.json.cancellationRules.map((rule: { action: string }) => rule.action)).toEqual([
      'forfeit',
      'full_refund',
    ]);
    expect(await db.cancellationRule.count({ where: { policyId: created.json.id } })).toBe(2);
  });

  it('keeps rules and preset when rules are not given; checks the merged no-show policy', async () => {
    const { cookie } = await signedInTeacher();
    const created = await createPreset(cookie, { preset: 'individual_relaxed' });
    const renamed = await patch(cookie, created.json.id, { name: 'Renamed', maxReschedules: null });
    expect(renamed.json).toMatchObject({ name: 'Renamed', preset: 'individual_relaxed', maxReschedules: null });
    expect(renamed.json.cancellationRules).toHaveLength(3);
    expect((await patch(cookie, created.json.id, { noShowAction: 'partial_penalty' })).status).toBe(400);
    const partial = await patch(cookie, created.json.id, { noShowAction: 'partial_penalty', noShowPenaltyPercent: 30 });
    expect(partial.json).toMatchObject({ noShowAction: 'partial_penalty', noShowPenaltyPercent: 30 });
    const back = await patch(cookie, created.json.id, { noShowAction: 'forfeit' });
    expect(back.json).toMatchObject({ noShowAction: 'forfeit', noShowPenaltyPercent: null });
  });

  it('isDefault: true moves the default in one step', async () => {
    const { teacher, cookie } = await signedInTeacher();
    const first = await createCancellationPolicy({ teacherId: teacher.id, isDefault: true });
    const second = await createCancellationPolicy({ teacherId: teacher.id });
    const response = await patch(cookie, second.id, { isDefault: true });
    expect(response.status).toBe(200);
    expect(await defaults(teacher.id)).toEqual([{ id: second.id }]);
    expect((await patch(cookie, first.id, { isDefault: false })).json.isDefault).toBe(false);
    expect(await defaults(teacher.id)).toEqual([{ id: second.id }]);
  });
});

describe('DELETE /api/teacher/cancellation-policies/:id', () => {
  it('deletes the policy and its rules, detaching the services that used it; audited', async () => {
    const { teacher, cookie } = await signedInTeacher();
    const policy = await createCancellationPolicy({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id, cancellationPolicyId: policy.id });
    const response = await one(DELETE, cookie, policy.id, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await db.cancellationPolicy.count({ where: { id: policy.id } })).toBe(0);
    expect(await db.cancellationRule.count({ where: { policyId: policy.id } })).toBe(0);
    const detached = await db.service.findUniqueOrThrow({ where: { id: service.id } });
    expect(detached.cancellationPolicyId).toBeNull();
    await flushAudits();
    const audit = await db.auditLog.findFirstOrThrow({
      where: { entityId: policy.id, action: 'cancellation_policy.delete' },
    });
    expect(audit.metadata).toMatchObject({ detachedServiceIds: [service.id] });
    expect((await one(getOne, cookie, policy.id)).status).toBe(404);
  });
});

describe('tenancy', () => {
  it("another teacher's policy is a 404 on every route, and nothing changes", async () => {
    const owner = await createTeacher();
    const policy = await createCancellationPolicy({ teacherId: owner.id, name: 'Owned', isDefault: true });
    const { cookie } = await signedInTeacher();
    expect((await one(getOne, cookie, policy.id)).status).toBe(404);
    expect((await patch(cookie, policy.id, { name: 'Stolen', isDefault: false })).status).toBe(404);
    expect((await patch(cookie, policy.id, { cancellationRules: [] })).status).toBe(404);
    expect((await one(DELETE, cookie, policy.id, { method: 'DELETE' })).status).toBe(404);
    // A default set by the intruder does not touch the owner's default.
    await create(cookie, { name: 'Intruder', cancellationRules: [], isDefault: true });
    const after = await db.cancellationPolicy.findUniqueOrThrow({ where: { id: policy.id }, include: { rules: true } });
    expect(after).toMatchObject({ name: 'Owned', isDefault: true });
    expect(after.rules).toHaveLength(3);
  });

  it('refuses a signed-out caller (401)', async () => {
    expect((await callRoute(GET, { path })).status).toBe(401);
  });
});
