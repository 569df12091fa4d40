import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { flushAudits } from '@/lib/audit/record-audit';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET, POST } from './route';
import { DELETE as DELETE_ONE, GET as GET_ONE, PATCH } from './[id]/route';
import { POST as ADD_MEMBER } from './[id]/members/route';
import { DELETE as REMOVE_MEMBER } from './[id]/members/[studentId]/route';

const email = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.test`;

const create = (cookie: string, body: unknown) =>
  callRoute(POST, { method: 'POST', path: '/api/teacher/families', cookie, body });
const list = (cookie: string, query = '') =>
  callRoute(GET, { method: 'GET', path: `/api/teacher/families${query}`, cookie });
const one = (handler: typeof GET_ONE, method: string, id: string, cookie: string, body?: unknown) =>
  callRoute(handler, { method, path: `/api/teacher/families/${id}`, params: { id }, cookie, body });
const addMember = (id: string, studentId: string, cookie: string) =>
  callRoute(ADD_MEMBER, {
    method: 'POST',
    path: `/api/teacher/families/${id}/members`,
    params: { id },
    cookie,
    body: { studentId },
  });
const removeMember = (id: string, studentId: string, cookie: string) =>
  callRoute(REMOVE_MEMBER, {
    method: 'DELETE',
    path: `/api/teacher/families/${id}/members/${studentId}`,
    params: { id, studentId },
    cookie,
  });

async function teacherWithCookie() {
  const teacher = await createTeacher();
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

describe('POST /api/teacher/families', () => {
  it('creates a family with its payer, e-mail lower-cased, no members; audited', async () => {
    const { teacher, cookie } = await teacherWithCookie();
    const payerEmail = email('Maria.Rossi');
    const response = await create(cookie, {
      name: 'Rossi',
      payer: { name: 'Maria Rossi', email: ` ${payerEmail.toUpperCase()} ` },
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      id: expect.any(String),
      name: 'Rossi',
      payer: { name: 'Maria Rossi', email: payerEmail.toLowerCase(), phone: null },
      members: [],
    });
    await flushAudits();
    const audit = await db.auditLog.findFirst({ where: { teacherId: teacher.id, action: 'family.create' } });
    expect(audit).toMatchObject({ entityType: 'family', entityId: response.json.id });
    expect(JSON.stringify(audit!.changes)).not.toContain(payerEmail.toLowerCase());
  });

  it('answers 409 for a second family with the same payer e-mail, 400 on a bad body; another teacher may reuse it', async () => {
    const { cookie } = await teacherWithCookie();
    const payerEmail = email('payer');
    expect(
      (await create(cookie, { name: 'A', payer: { name: 'P', email: payerEmail, phone: '+34 600 000 000' } })).status,
    ).toBe(201);
    const again = await create(cookie, { name: 'B', payer: { name: 'Q', email: payerEmail.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('CONFLICT');
    const bad = await create(cookie, { name: '', payer: { name: 'P', email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'name' }),
        expect.objectContaining({ path: 'payer.email' }),
      ]),
    );
    const other = await teacherWithCookie();
    expect((await create(other.cookie, { name: 'C', payer: { name: 'P', email: payerEmail } })).status).toBe(201);
  });

  it('needs a teacher (401 without a session)', async () => {
    const response = await callRoute(POST, { method: 'POST', path: '/api/teacher/families', body: { name: 'x' } });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/teacher/families', () => {
  it('pages by name and searches the family, payer and member names; shows the balance', async () => {
    const { teacher, cookie } = await teacherWithCookie();
    const rossi = await create(cookie, { name: 'Rossi', payer: { name: 'Maria Bianchi', email: email('m') } });
    await create(cookie, { name: 'Weber', payer: { name: 'Hans Weber', email: email('h') } });
    const child = await createStudent({ teacherId: teacher.id, name: 'Zoe Quartz' });
    expect((await addMember(rossi.json.id, child.id, cookie)).status).toBe(200);
    const postpaid = await createService({ teacherId: teacher.id, billing: 'postpaid', priceAmount: 4000 });
    await createSession({
      teacherId: teacher.id,
      serviceId: postpaid.id,
      studentId: child.id,
      status: 'completed',
      startUtc: new Date(Date.now() - 3 * 86_400_000),
    });
    const stranger = await teacherWithCookie();
    await create(stranger.cookie, { name: 'Rossi elsewhere', payer: { name: 'X', email: email('x') } });

    const all = await list(cookie);
    expect(all.status).toBe(200);
    expect(all.json.total).toBe(2);
    expect(all.json.data.map((row: { name: string }) => row.name)).toEqual(['Rossi', 'Weber']);
    expect(all.json.data[0]).toMatchObject({ balanceCents: 4000, currency: 'EUR', members: [{ studentId: child.id }] });
    expect(all.json.data[1]).toMatchObject({ balanceCents: 0, members: [] });

    for (const search of ['rOSS', 'bianchi', 'quartz']) {
      const found = await list(cookie, `?search=${search}`);
      expect(found.json.data.map((row: { id: string }) => row.id)).toEqual([rossi.json.id]);
    }
    const paged = await list(cookie, '?limit=1&page=2');
    expect(paged.json).toMatchObject({ total: 2, page: 2, limit: 1, data: [{ name: 'Weber' }] });
  });
});

describe('GET, PATCH, DELETE /api/teacher/families/:id', () => {
  it('reads, changes the payer (409 on a taken e-mail) and deletes the family, members kept', async () => {
    const { teacher, cookie } = await teacherWithCookie();
    const taken = email('taken');
    await create(cookie, { name: 'Other', payer: { name: 'O', email: taken } });
    const family = (await create(cookie, { name: 'Rossi', payer: { name: 'Maria', email: email('maria') } })).json;
    const child = await createStudent({ teacherId: teacher.id });
    await addMember(family.id, child.id, cookie);

    const read = await one(GET_ONE, 'GET', family.id, cookie);
    expect(read.status).toBe(200);
    expect(read.json.members).toEqual([{ studentId: child.id, name: child.name, email: child.email, isMinor: false }]);

    const newEmail = email('New.Payer');
    const patched = await one(PATCH, 'PATCH', family.id, cookie, {
      name: 'Rossi-Bianchi',
      payer: { email: newEmail.toUpperCase(), phone: '+39 333 1234567' },
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({
      name: 'Rossi-Bianchi',
      payer: { name: 'Maria', email: newEmail.toLowerCase(), phone: '+39 333 1234567' },
    });
    const conflict = await one(PATCH, 'PATCH', family.id, cookie, { payer: { email: taken } });
    expect(conflict.status).toBe(409);
    expect((await db.family.findUniqueOrThrow({ where: { id: family.id } })).payerEmail).toBe(newEmail.toLowerCase());

    expect((await one(DELETE_ONE, 'DELETE', family.id, cookie)).status).toBe(204);
    expect((await one(GET_ONE, 'GET', family.id, cookie)).status).toBe(404);
    const kept = await db.student.findUniqueOrThrow({ where: { id: child.id } });
    expect(kept).toMatchObject({ familyId: null, deletedAt: null });
    await flushAudits();
    const actions = await db.auditLog.findMany({
      where: { teacherId: teacher.id, entityId: family.id },
      select: { action: true },
    });
    expect(actions.map((entry) => entry.action).sort()).toEqual(
      ['family.create', 'family.delete', 'family.member_add', 'family.update'].sort(),
    );
  });

  it("treats another teacher's family as missing (404) and changes nothing", async () => {
    const owner = await teacherWithCookie();
    const family = (await create(owner.cookie, { name: 'Rossi', payer: { name: 'Maria', email: email('maria') } }))
      .json;
    const member = await createStudent({ teacherId: owner.teacher.id });
    await addMember(family.id, member.id, owner.cookie);
    const before = await db.family.findUniqueOrThrow({ where: { id: family.id } });
    const intruder = await teacherWithCookie();
    const theirStudent = await createStudent({ teacherId: intruder.teacher.id });

    expect((await one(GET_ONE, 'GET', family.id, intruder.cookie)).status).toBe(404);
    expect((await one(PATCH, 'PATCH', family.id, intruder.cookie, { name: 'Taken over' })).status).toBe(404);
    expect((await one(DELETE_ONE, 'DELETE', family.id, intruder.cookie)).status).toBe(404);
    expect((await addMember(family.id, theirStudent.id, intruder.cookie)).status).toBe(404);
    expect((await removeMember(family.id, member.id, intruder.cookie)).status).toBe(404);
    expect((await list(intruder.cookie)).json.total).toBe(0);

    expect(await db.family.findUniqueOrThrow({ where: { id: family.id } })).toEqual(before);
    expect((await db.student.findUniqueOrThrow({ where: { id: member.id } })).familyId).toBe(family.id);
    expect((await db.student.findUniqueOrThrow({ where: { id: theirStudent.id } })).familyId).toBeNull();
  });
});

describe('members', () => {
  it("adds and removes members: another family 409, another teacher's student 404, not a member 404", async () => {
    const { teacher, cookie } = await teacherWithCookie();
    const family = (await create(cookie, { name: 'Rossi', payer: { name: 'Maria', email: email('maria') } })).json;
    const second = (await create(cookie, { name: 'Weber', payer: { name: 'Hans', email: email('hans') } })).json;
    const child = await createStudent({ teacherId: teacher.id, isMinor: true });
    const sibling = await createStudent({ teacherId: teacher.id });
    const foreign = await createStudent({ teacherId: (await createTeacher()).id });

    const added = await addMember(family.id, child.id, cookie);
    expect(added.status).toBe(200);
    expect(added.json.members).toEqual([expect.objectContaining({ studentId: child.id, isMinor: true })]);
    expect((await addMember(family.id, child.id, cookie)).status).toBe(200); // again: unchanged
    await addMember(family.id, sibling.id, cookie);

    const elsewhere = await addMember(second.id, child.id, cookie);
    expect(elsewhere.status).toBe(409);
    expect((await db.student.findUniqueOrThrow({ where: { id: child.id } })).familyId).toBe(family.id);
    expect((await addMember(family.id, foreign.id, cookie)).status).toBe(404);
    expect((await db.student.findUniqueOrThrow({ where: { id: foreign.id } })).familyId).toBeNull();
    expect((await addMember(family.id, crypto.randomUUID(), cookie)).status).toBe(404);

    expect((await removeMember(second.id, child.id, cookie)).status).toBe(404);
    expect((await removeMember(family.id, child.id, cookie)).status).toBe(204);
    expect((await removeMember(family.id, child.id, cookie)).status).toBe(404);
    const read = await one(GET_ONE, 'GET', family.id, cookie);
    expect(read.json.members.map((member: { studentId: string }) => member.studentId)).toEqual([sibling.id]);
    // Free again: another family may take them.
    expect((await addMember(second.id, child.id, cookie)).status).toBe(200);
  });

  it("ends the payer's sign-ins acting for a removed member", async () => {
    const { teacher, cookie } = await teacherWithCookie();
    const family = (await create(cookie, { name: 'Rossi', payer: { name: 'Maria', email: email('maria') } })).json;
    const child = await createStudent({ teacherId: teacher.id });
    const sibling = await createStudent({ teacherId: teacher.id });
    await addMember(family.id, child.id, cookie);
    await addMember(family.id, sibling.id, cookie);
    const expiresAt = new Date(Date.now() + 86_400_000);
    await db.authSession.createMany({
      data: [
        {
          id: `s-${crypto.randomUUID()}`,
          role: 'student',
          teacherId: teacher.id,
          studentId: child.id,
          familyId: family.id,
          expiresAt,
        },
        {
          id: `s-${crypto.randomUUID()}`,
          role: 'student',
          teacherId: teacher.id,
          studentId: sibling.id,
          familyId: family.id,
          expiresAt,
        },
        { id: `s-${crypto.randomUUID()}`, role: 'student', teacherId: teacher.id, studentId: child.id, expiresAt },
      ],
    });
    expect((await removeMember(family.id, child.id, cookie)).status).toBe(204);
    const left = await db.authSession.findMany({ where: { studentId: { in: [child.id, sibling.id] } } });
    expect(left.map((session) => [session.studentId, session.familyId]).sort()).toEqual(
      [
        [child.id, null],
        [sibling.id, family.id],
      ].sort(),
    );
  });
});
