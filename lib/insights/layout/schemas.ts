/**
 * Which sections of the Insights page are shown (Teacher.insightsLayout, decision 0052). Client-safe.
 * Stored as a flat map of section -> visible; a section missing from it (or a null layout) is visible.
 */
import { z } from 'zod';

export const insightSections = ['overview', 'quality', 'funnel', 'earnings', 'retention', 'content'] as const;
export type TInsightSection = (typeof insightSections)[number];

const ZSections = z
  .object({
    overview: z.boolean(),
    quality: z.boolean(),
    funnel: z.boolean(),
    earnings: z.boolean(),
    retention: z.boolean(),
    content: z.boolean(),
  })
  .strict();

export const ZInsightsLayoutInput = z.object({ sections: ZSections }).strict();
export type TInsightsLayoutInput = z.infer<typeof ZInsightsLayoutInput>;

export const ZInsightsLayout = z.object({ sections: ZSections });
export type TInsightsLayout = z.infer<typeof ZInsightsLayout>;

/** Reads whatever is stored (older or partial shapes included): only an explicit `false` hides a section. */
export function readInsightsLayout(stored: unknown): TInsightsLayout {
  const map = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  const sections = Object.fromEntries(
    insightSections.map((section) => [section, (map as Record<string, unknown>)[section] !== false]),
  ) as TInsightsLayout['sections'];
  return { sections };
}
