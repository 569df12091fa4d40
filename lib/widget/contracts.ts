/** Route contracts of the booking widget (issue 16 item 3, decision 0043). */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZCreateWidgetConfigInput,
  ZListWidgetConfigsQuery,
  ZUpdateWidgetConfigInput,
  ZWidgetConfig,
  ZWidgetConfigIdParams,
  ZWidgetConfigList,
  ZWidgetCssQuery,
  ZWidgetSlugParams,
} from './schemas';

const tags = ['widget'];
const missing = { description: "NOT_FOUND: no such widget of yours (another teacher's looks missing)" };
const notYours = { description: 'VALIDATION_ERROR: a field is invalid, or a serviceIds entry is not your service' };

export const listWidgetConfigsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/widget-configs',
  summary: 'Your booking widgets, newest first, each with its views and clicks of the last 30 days',
  tags,
  auth: 'teacher',
  query: ZListWidgetConfigsQuery,
  responses: { 200: { description: 'A page of widgets', schema: ZWidgetConfigList } },
});

export const createWidgetConfigRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/widget-configs',
  summary:
    'Create a widget: name, serviceIds (yours; empty shows every active listed service), theme (hex colours, a ' +
    'font key, button text, layout, radius 0-24; optional, and any field left out takes the default theme) and ' +
    'allowedOrigins (sites that may frame it, at most 10). Raw CSS is not accepted',
  tags,
  auth: 'teacher',
  body: ZCreateWidgetConfigInput,
  responses: { 201: { description: 'The widget', schema: ZWidgetConfig }, 400: notYours },
});

export const getWidgetConfigRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/widget-configs/{id}',
  summary: 'One of your widgets',
  tags,
  auth: 'teacher',
  params: ZWidgetConfigIdParams,
  responses: { 200: { description: 'The widget', schema: ZWidgetConfig }, 404: missing },
});

export const updateWidgetConfigRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/widget-configs/{id}',
  summary:
    "Change the fields sent; a theme sent in part changes only those theme fields, the others keep the widget's stored values",
  tags,
  auth: 'teacher',
  params: ZWidgetConfigIdParams,
  body: ZUpdateWidgetConfigInput,
  responses: { 200: { description: 'The widget', schema: ZWidgetConfig }, 400: notYours, 404: missing },
});

export const deleteWidgetConfigRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/widget-configs/{id}',
  summary: 'Delete a widget: its page and stylesheet answer 404 from then on; its past events are kept',
  tags,
  auth: 'teacher',
  params: ZWidgetConfigIdParams,
  responses: { 204: { description: 'Deleted' }, 404: missing },
});

export const widgetCssRoute = defineRoute({
  method: 'GET',
  path: '/api/public/{slug}/widget-css',
  summary:
    "The stylesheet of a widget (text/css): CSS custom properties on `.lektio-widget` built only from the widget's " +
    'validated theme (stored values are checked again; an invalid one falls back to its default). Cached 5 minutes',
  tags,
  auth: 'public',
  params: ZWidgetSlugParams,
  query: ZWidgetCssQuery,
  responses: {
    200: { description: 'The stylesheet', contentType: 'text/css' },
    404: { description: "NOT_FOUND: no such widget of this teacher (another teacher's widget id looks missing)" },
  },
});
