/** Route contracts of content analytics (issue 19 item 4, decision 0051). */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZCategoryMetrics,
  ZContentOverview,
  ZContentPeriodQuery,
  ZResourceTypeImpact,
  ZTagCombinations,
  ZTemplateDetail,
  ZTemplateIdParams,
  ZTemplateRanking,
  ZTemplateRankingQuery,
} from './schemas';

const badQuery = { description: 'VALIDATION_ERROR: period is not 30, 90 or 365 (or another query is invalid)' };

export const getContentOverviewRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/content',
  summary:
    'Content analytics overview for the period: templates used, sessions with a template against those without (uses, completion, rebooking, rating) and the three most used templates',
  tags: ['insights'],
  auth: 'teacher',
  query: ZContentPeriodQuery,
  responses: { 200: { description: 'The overview', schema: ZContentOverview }, 400: badQuery },
});

export const rankContentTemplatesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/content/templates',
  summary:
    'Your templates used in the period, ranked by uses, completion rate or rebooking rate of the sessions that used them',
  tags: ['insights'],
  auth: 'teacher',
  query: ZTemplateRankingQuery,
  responses: { 200: { description: 'A page of the ranking', schema: ZTemplateRanking }, 400: badQuery },
});

export const getContentTemplateRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/content/templates/{id}',
  summary: 'One template’s figures next to your average over all sessions of the period, with the difference',
  tags: ['insights'],
  auth: 'teacher',
  params: ZTemplateIdParams,
  query: ZContentPeriodQuery,
  responses: {
    200: { description: 'The template and the comparison', schema: ZTemplateDetail },
    400: badQuery,
    404: { description: "NOT_FOUND: no such template of the teacher (another's looks missing)" },
  },
});

export const getContentResourcesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/content/resources',
  summary: 'Impact by resource type: figures of the sessions that used resources of each type',
  tags: ['insights'],
  auth: 'teacher',
  query: ZContentPeriodQuery,
  responses: { 200: { description: 'One entry per used type', schema: ZResourceTypeImpact }, 400: badQuery },
});

export const getContentTagsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/content/tags',
  summary: 'Tag combinations: pairs of tags found together on templates, with the figures of their sessions (top 20)',
  tags: ['insights'],
  auth: 'teacher',
  query: ZContentPeriodQuery,
  responses: { 200: { description: 'The most used pairs', schema: ZTagCombinations }, 400: badQuery },
});

export const getContentCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/content/categories',
  summary: 'Figures per template category',
  tags: ['insights'],
  auth: 'teacher',
  query: ZContentPeriodQuery,
  responses: { 200: { description: 'One entry per used category', schema: ZCategoryMetrics }, 400: badQuery },
});
