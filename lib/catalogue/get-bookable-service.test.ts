import { describe, expect, it } from 'vitest';
import { NotFoundError } from '@/lib/core/errors';
import { createService, createTeacher } from '@/test/factories';
import { getBookableService } from './get-bookable-service';

async function catalogue() {
  const teacher = await createTeacher();
  const other = await createTeacher();
  const [open, secret, draft, deleted] = await Promise.all([
    createService({ teacherId: teacher.id }),
    createService({ teacherId: teacher.id, isPrivate: true }),
    createService({ teacherId: teacher.id, isPrivate: true, status: 'draft' }),
    createService({ teacherId: teacher.id, isPrivate: true, deletedAt: new Date() }),
  ]);
  return { teacher, other, open, secret, draft, deleted };
}

const ownStudent = (teacher: { id: string }) => ({ studentTeacherId: teacher.id });
const visitor = { studentTeacherId: null };

describe('getBookableService', () => {
  it("finds a private service for the teacher's own student only", async () => {
    const { teacher, other, secret } = await catalogue();
    const found = await getBookableService(teacher.slug, secret.slug, ownStudent(teacher));
    expect(found).toMatchObject({ id: secret.id, isPrivate: true, teacher: { slug: teacher.slug } });
    expect(Object.keys(found)).not.toContain('teacherId');

    await expect(getBookableService(teacher.slug, secret.slug, visitor)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getBookableService(teacher.slug, secret.slug, ownStudent(other))).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('finds a public service for everyone', async () => {
    const { teacher, other, open } = await catalogue();
    for (const viewer of [visitor, ownStudent(teacher), ownStudent(other)]) {
      expect((await getBookableService(teacher.slug, open.slug, viewer)).id).toBe(open.id);
    }
  });

  it("keeps inactive and deleted services hidden from the own student, and matches the teacher's slug", async () => {
    const { teacher, other, open, draft, deleted } = await catalogue();
    await expect(getBookableService(teacher.slug, draft.slug, ownStudent(teacher))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(getBookableService(teacher.slug, deleted.slug, ownStudent(teacher))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    // The service slug under another teacher's address is not that service.
    await expect(getBookableService(other.slug, open.slug, ownStudent(other))).rejects.toBeInstanceOf(NotFoundError);
  });
});
