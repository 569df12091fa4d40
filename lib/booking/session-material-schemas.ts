/** Zod schemas of a session's materials: linked lesson templates and resources (issue 6, item 9). */
import { z } from 'zod';

export const maxTemplatesPerLink = 20;
export const maxResourcesPerLink = 50;

export const ZLinkTemplatesInput = z
  .object({
    templateIds: z
      .array(z.uuid())
      .min(1, 'Choose at least one template')
      .max(maxTemplatesPerLink, `At most ${maxTemplatesPerLink} templates at once`),
  })
  .strict();
export type TLinkTemplatesInput = z.infer<typeof ZLinkTemplatesInput>;

export const ZLinkResourcesInput = z
  .object({
    resourceIds: z
      .array(z.uuid())
      .min(1, 'Choose at least one resource')
      .max(maxResourcesPerLink, `At most ${maxResourcesPerLink} resources at once`),
  })
  .strict();
export type TLinkResourcesInput = z.infer<typeof ZLinkResourcesInput>;

export const ZUnlinkTemplateQuery = z.object({ templateId: z.uuid() }).strict();
export const ZUnlinkResourceQuery = z.object({ resourceId: z.uuid() }).strict();

export const ZSessionMaterials = z.object({
  /** Linked templates by the time they were applied. */
  templates: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Linked resources by the time they were linked. */
  resources: z.array(z.object({ id: z.uuid(), label: z.string(), url: z.string() })),
});
export type TSessionMaterials = z.infer<typeof ZSessionMaterials>;
