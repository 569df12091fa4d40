import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createResource, createService, createSession, createTeacher } from '@/prisma/factories';
import { listLinkOptions } from './link-session-options';

describe('listLinkOptions', () => {
  it("offers the teacher's own, not deleted, not yet linked materials, most used first", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id });
    const rare = await createLessonTemplate({ teacherId: teacher.id, name: 'A rare one', usageCount: 1 });
    const popular = await createLessonTemplate({ teacherId: teacher.id, name: 'Z popular', usageCount: 9 });
    const linked = await createLessonTemplate({ teacherId: teacher.id });
    await createLessonTemplate({ teacherId: teacher.id, deletedAt: new Date() });
    await createLessonTemplate({ teacherId: other.id });
    const resource = await createResource({ teacherId: teacher.id });
    const linkedResource = await createResource({ teacherId: teacher.id });
    await createResource({ teacherId: other.id });
    await db.sessionTemplate.create({ data: { sessionId: session.id, templateId: linked.id } });
    await db.sessionResource.create({ data: { sessionId: session.id, resourceId: linkedResource.id } });

    const options = await listLinkOptions({ teacherId: teacher.id, sessionId: session.id });
    expect(options.templates.map((t) => t.id)).toEqual([popular.id, rare.id]);
    expect(options.resources).toEqual([{ id: resource.id, label: resource.label, url: resource.url }]);
  });
});
