/**
 * Layers of the code base (docs/layers.md, issue 31): `npm run lint:layers` checks them.
 *
 *   app/, components/                      (pages, route handlers, UI)
 *   lib/http, lib/openapi                  HTTP layer: route wrappers, session resolution, the API document
 *   lib/<area>                             domain areas, each importing only the areas before it in DOMAIN_ORDER
 *   lib/integrations/<vendor>              vendor adapters: the SDK calls and their translation, on lib/core only
 *   lib/core                               db, errors, time, env, money: imports nothing else of lib/
 *
 * Test support (factories, fakes, scenes) lives under test/ and only tests import it (docs/decisions/0080).
 * Development simulators live in dev/simulators/ (docs/decisions/0074): production code reaches them only
 * through instrumentation-node.ts, which calls their starters (they start nothing outside development).
 *
 * The violations that existed when the check arrived are listed in .dependency-cruiser-known-violations.json
 * (`npm run lint:layers:baseline` rewrites it); the check fails on any other one.
 */

/** Domain areas, lowest first: an area may import core, the vendor adapters and the areas listed before it. */
const DOMAIN_ORDER = [
  'i18n',
  'jobs',
  'outbox',
  'mail',
  'audit',
  'analytics',
  'client',
  'system',
  'metrics',
  'presentation',
  'auth',
  'families',
  'drive',
  'materials',
  'sms',
  'notifications',
  'calendar-sync',
  'google-connection',
  'enrollment-facts',
  'waitlist',
  'catalogue',
  'availability',
  'legal',
  'students',
  'practice',
  'discounts',
  'dashboard',
  'payments',
  'settings',
  'enrollments',
  'invoices',
  'family-accounts',
  'booking',
  'payment-webhooks',
  'privacy',
  'data-retention',
  'lifecycle',
  'widget',
  'reviews',
  'public-page',
  'scheduled-messages',
  'insights',
  'calendar-feeds',
  'calendar-view',
  'imports',
];

/** The HTTP layer: above every domain area, below app/ and components/. */
const HTTP_LAYER = ['http', 'openapi'];

const TEST_FILE = '\\.test\\.tsx?$';
/**
 * Test support lives under test/ (decision 0080). It is not followed (a helper imports factories, and
 * test/http.ts the HTTP layer: following them would close loops no production import makes), and
 * production code may not import it (production-imports-test-support).
 */
const TEST_SUPPORT = ['^test/'];

const alternatives = (names) => `(${names.join('|')})`;

const domainOrderRules = DOMAIN_ORDER.slice(0, -1).map((area, index) => ({
  name: 'area-imports-higher-area',
  comment: `lib/${area} may import core, the adapters and ${index ? DOMAIN_ORDER.slice(0, index).join(', ') : 'no other area'}; see docs/layers.md.`,
  severity: 'error',
  from: { path: `^lib/${area}/` },
  to: { path: `^lib/${alternatives(DOMAIN_ORDER.slice(index + 1))}/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'core-imports-lib',
      comment: 'lib/core is the bottom layer: it imports nothing else of lib/.',
      severity: 'error',
      from: { path: '^lib/core/' },
      to: { path: '^lib/', pathNot: '^lib/core/' },
    },
    {
      name: 'adapter-imports-domain',
      comment: 'A vendor adapter (lib/integrations/<vendor>) talks to its vendor and imports lib/core only.',
      severity: 'error',
      from: { path: '^lib/integrations/' },
      to: { path: '^lib/', pathNot: '^lib/(core|integrations)/' },
    },
    {
      name: 'adapter-imports-other-adapter',
      comment: 'Vendor adapters do not import each other; google-calendar and google-drive build on google.',
      severity: 'error',
      from: { path: '^lib/integrations/(google-[^/]+)/' },
      to: { path: '^lib/integrations/', pathNot: '^lib/integrations/($1|google)/' },
    },
    {
      name: 'adapter-imports-other-adapter',
      comment: 'Vendor adapters do not import each other; google-calendar and google-drive build on google.',
      severity: 'error',
      from: { path: '^lib/integrations/([^/]+)/', pathNot: '^lib/integrations/google-' },
      to: { path: '^lib/integrations/', pathNot: '^lib/integrations/$1/' },
    },
    ...domainOrderRules,
    {
      name: 'area-imports-http-layer',
      comment: 'Domain areas sit below the HTTP layer (lib/http, lib/openapi).',
      severity: 'error',
      from: { path: `^lib/`, pathNot: `^lib/${alternatives(HTTP_LAYER)}/` },
      to: { path: `^lib/${alternatives(HTTP_LAYER)}/` },
    },
    {
      name: 'lib-imports-app',
      comment: 'lib/ never imports app/, components/ or the job definitions in inngest/.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(app|components|inngest)/' },
    },
    {
      name: 'production-imports-simulator',
      comment: 'Development simulators (dev/simulators) start only from instrumentation-node.ts (decision 0074).',
      severity: 'error',
      from: { path: '^(lib|app|components|inngest|server)/|^(instrumentation|proxy)\\.ts$' },
      to: { path: '^dev/' },
    },
    {
      name: 'production-imports-test-support',
      comment:
        'Test support (factories, fakes, scenes, route kits) lives under test/ and only tests import it (decision 0080).',
      severity: 'error',
      from: {
        path: '^(lib|app|components|inngest|server|dev|prisma)/|^(instrumentation|instrumentation-node|proxy)\\.ts$',
        pathNot: TEST_FILE,
      },
      to: { path: '^test/' },
    },
    {
      name: 'simulator-imports-domain',
      comment: 'A simulator stands in for a vendor: it imports lib/core and the adapters only.',
      severity: 'error',
      from: { path: '^dev/' },
      to: { path: '^lib/', pathNot: '^lib/(core|integrations)/' },
    },
    {
      name: 'file-cycle',
      comment: 'Two files of lib/ never import each other, directly or around a loop.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^lib/', circular: true },
    },
    {
      name: 'folder-cycle',
      comment: 'Folders of lib/ depend one way: no import cycle between folders.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^lib/' },
      to: { path: '^lib/', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', ...TEST_SUPPORT] },
    exclude: { path: [TEST_FILE, '^generated/'] },
    tsConfig: { fileName: `${__dirname}/scripts/layers/tsconfig.json` },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
