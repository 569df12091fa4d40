import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTag, createTeacher } from '@/test/factories';
import { createResource } from './create-resource';
import { ZCreateResourceInput } from './schemas';

const create = (teacherId: string, input: Record<string, unknown>) =>
  createResource({ teacherId, input: ZCreateResourceInput.parse(input) });

describe('createResource', () => {
  it('creates a resource with defaults and the provider inferred from the URL', async () => {
    const teacher = await createTeacher();
    const youtube = await create(teacher.id, { label: 'Song', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(youtube).toMatchObject({
      label: 'Song',
      provider: 'video_a',
      type: 'material',
      favorite: false,
      folderId: null,
      tags: [],
      description: null,
    });
    expect((await create(teacher.id, { label: 'Clip', url: 'https://vimeo.com/76979871' })).provider).toBe('video_b');
    expect((await create(teacher.id, { label: 'Doc', url: 'https://docs.google.com/document/d/1/edit' })).provider).toBe(
      'drive',
    );
    expect((await create(teacher.id, { label: 'Page', url: 'https://example.com/' })).provider).toBe('link');
    // Given explicitly, the provider wins over the URL.
    expect(
      (await create(teacher.id, { label: 'Mirror', url: 'https://www.youtube.com/watch?v=x', provider: 'link' }))
        .provider,
    ).toBe('link');
  });

  it('writes every field, tags by id and by name (created when missing), into a folder', async () => {
    const teacher = await createTeacher();
    const existing = await createTag({ teacherId: teacher.id, name: 'Grammar' });
    const folder = await db.materialFolder.create({ data: { teacherId: teacher.id, name: 'B1' } });
    const resource = await create(teacher.id, {
      label: '  Subjunctive  ',
      url: 'https://files.example.test/subj.pdf',
      description: 'Exercises',
      type: 'homework',
      provider: 'link',
      favorite: true,
      thumbnailUrl: 'https://files.example.test/subj.png',
      folderId: folder.id,
      tagIds: [existing.id],
      tags: ['grammar', 'Verbs'],
    });
    expect(resource).toMatchObject({
      label: 'Subjunctive',
      description: 'Exercises',
      type: 'homework',
      favorite: true,
      thumbnailUrl: 'https://files.example.test/subj.png',
      folderId: folder.id,
    });
    expect(resource.tags.map((tag) => tag.name)).toEqual(['Grammar', 'Verbs']);
    expect(await db.tag.count({ where: { teacherId: teacher.id } })).toBe(2);
  });

  it('refuses another teacher’s folder or a trashed one (404) and writes nothing, no tag either', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const foreign = await db.materialFolder.create({ data: { teacherId: other.id, name: 'Theirs' } });
    const trashed = await db.materialFolder.create({
      data: { teacherId: teacher.id, name: 'Old', deletedAt: new Date() },
    });
    for (const folderId of [foreign.id, trashed.id, crypto.randomUUID()]) {
      await expect(
        create(teacher.id, { label: 'X', url: 'https://x.test/', folderId, tags: ['new-tag'] }),
      ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect(await db.resource.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.tag.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('refuses another teacher’s tag id (400 on tagIds)', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const foreignTag = await createTag({ teacherId: other.id });
    await expect(create(teacher.id, { label: 'X', url: 'https://x.test/', tagIds: [foreignTag.id] })).rejects.toMatchObject(
      { status: 400, details: [{ path: 'tagIds', message: expect.any(String) }] },
    );
    expect(await db.resource.count({ where: { teacherId: teacher.id } })).toBe(0);
  });
});

describe('ZCreateResourceInput', () => {
  it.each(['javascript:alert(1)', 'ftp://files.example.test/a.pdf', 'data:text/html,hi', '/relative', 'http://'])(
    'refuses the url %s on `url`',
    (url) => {
      const parsed = ZCreateResourceInput.safeParse({ label: 'X', url });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['url']);
    },
  );

  it('refuses an unknown provider, a non-http thumbnail, an empty or long label and unknown fields', () => {
    const base = { label: 'X', url: 'https://x.test/' };
    const paths = (input: Record<string, unknown>) =>
      ZCreateResourceInput.safeParse(input).error?.issues.map((issue) => issue.path.join('.') || issue.code);
    expect(paths({ ...base, provider: 'dropbox' })).toEqual(['provider']);
    expect(paths({ ...base, thumbnailUrl: 'javascript:x' })).toEqual(['thumbnailUrl']);
    expect(paths({ ...base, label: '  ' })).toEqual(['label']);
    expect(paths({ ...base, label: 'x'.repeat(201) })).toEqual(['label']);
    expect(paths({ ...base, teacherId: crypto.randomUUID() })).toEqual(['unrecognized_keys']);
  });
});
