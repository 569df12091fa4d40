import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const post = (cookie: string | undefined, body: unknown) =>
  callRoute(POST, { method: 'POST', path: '/api/teacher/materials/folders', cookie, body });

describe('POST /api/teacher/materials/folders', () => {
  it('creates a folder (201, Folder JSON)', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const parent = await createMaterialFolder({ teacherId: teacher.id });
    const response = await post(cookie, { name: 'Tenses', color: '#ff0000', emoji: '⏰', parentId: parent.id });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.any(String),
      name: 'Tenses',
      color: '#ff0000',
      emoji: '⏰',
      parentId: parent.id,
      depth: 2,
      sortOrder: 0,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
  });

  it('refuses bad input (400), a foreign parent (404) and a sixth level (422), writing nothing', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const bad = await post(cookie, { name: '  ', color: 'red', teacherId: teacher.id });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('VALIDATION_ERROR');
    expect(bad.json.error.details.map((detail: { path: string }) => detail.path)).toEqual(
      expect.arrayContaining(['name', 'color']),
    );
    expect((await post(cookie, { name: 'x'.repeat(101) })).status).toBe(400);

    const foreign = await createMaterialFolder({ teacherId: (await createTeacher()).id });
    const notFound = await post(cookie, { name: 'Mine', parentId: foreign.id });
    expect(notFound.status).toBe(404);
    expect(notFound.json.error.code).toBe('NOT_FOUND');

    let parentId: string | null = null;
    for (let depth = 1; depth <= 5; depth += 1) parentId = (await createMaterialFolder({ teacherId: teacher.id, parentId })).id;
    const tooDeep = await post(cookie, { name: 'Sixth', parentId });
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.json.error.code).toBe('FOLDER_DEPTH_EXCEEDED');
    expect(await db.materialFolder.count({ where: { teacherId: teacher.id } })).toBe(5);
    expect(await db.materialFolder.count({ where: { parentId: foreign.id } })).toBe(0);
  });

  it('needs a signed-in teacher (401)', async () => {
    expect((await post(undefined, { name: 'X' })).status).toBe(401);
  });
});
