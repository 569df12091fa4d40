/** Route contract of the Insights page's section visibility (issue 19 item 5, decision 0052). */
import { defineRoute } from '@/lib/core/route-contract';
import { ZInsightsLayout, ZInsightsLayoutInput } from './schemas';

export const updateInsightsLayoutRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/insights/layout',
  summary: 'Choose which sections of the Insights page are shown (every section given; hidden ones are not rendered)',
  tags: ['insights'],
  auth: 'teacher',
  body: ZInsightsLayoutInput,
  responses: { 200: { description: 'The stored layout', schema: ZInsightsLayout } },
});
