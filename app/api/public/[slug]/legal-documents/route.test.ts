import { describe, expect, it } from 'vitest';
import { createTeacher } from '@/test/factories';
import { callRoute } from '@/test/http';
import { createLegalDocument } from '@/test/legal-documents';
import { GET } from './route';

const list = (slug: string) => callRoute(GET, { path: `/api/public/${slug}/legal-documents`, params: { slug } });

describe('GET /api/public/:slug/legal-documents', () => {
  it('lists published documents at their latest version, in display order; never drafts or archived ones', async () => {
    const teacher = await createTeacher();
    const privacy = await createLegalDocument({
      teacherId: teacher.id,
      type: 'privacy',
      title: 'Privacy',
      displayOrder: 2,
    });
    const terms = await createLegalDocument({ teacherId: teacher.id, type: 'terms', versions: 3, displayOrder: 1 });
    await createLegalDocument({ teacherId: teacher.id, type: 'contract', title: 'Draft', state: 'draft' });
    await createLegalDocument({ teacherId: teacher.id, type: 'policy', title: 'Old', state: 'archived' });
    await createLegalDocument({ teacherId: teacher.id, type: 'policy', title: 'Never versioned', versions: 0 });
    const other = await createTeacher();
    await createLegalDocument({ teacherId: other.id });

    const response = await list(teacher.slug);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      data: [
        {
          documentId: terms.document.id,
          versionId: terms.current!.id,
          type: 'terms',
          title: 'Terms of service v3',
          version: 3,
          bodyMarkdown: '# Terms of service\n\nVersion 3.',
          requiresAcceptance: true,
        },
        expect.objectContaining({ documentId: privacy.document.id, versionId: privacy.current!.id, version: 1 }),
      ],
    });
  });

  it('answers 404 for an unknown teacher', async () => {
    expect((await list('no-such-teacher-anywhere')).status).toBe(404);
  });
});
