import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { literalsAllowedEverywhere, notYetTranslated } from './test/i18n/not-yet-translated.mjs';

/** A path of the not-yet-translated list as a glob: brackets and parentheses are literal. */
const asGlob = (entry) => {
  const escaped = entry.replace(/[[\]()]/g, (c) => `\\${c}`);
  return entry.endsWith('.tsx') ? escaped : `${escaped}/**`;
};

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      '.data/**',
      'generated/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Domain code never reaches into the web layer (ARCHITECTURE.md §2); http.ts and the page guards are the seams.
    files: ['lib/**/*.ts'],
    ignores: ['lib/http/route.ts', 'lib/auth/require-page.ts', 'lib/http/request-locale.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['next', 'next/*', '@/app/*', '@/components/*'],
              message: 'lib/ must not import from next, app/ or components/',
            },
          ],
        },
      ],
    },
  },
  {
    // Links prefetch on intent, not on sight (decision 0183): next/link only through the app's own Link.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/link' (prefetch on intent)." }] },
      ],
    },
  },
  {
    // Every text a person reads comes from the message catalogue (issue 32, docs/i18n.md, decision 0149):
    // no JSX text outside it, apart from the areas not translated yet (a list that only shrinks).
    files: ['app/**/*.tsx', 'components/**/*.tsx', 'lib/**/*.tsx'],
    ignores: ['**/*.test.tsx', ...notYetTranslated.map(asGlob)],
    rules: {
      'react/jsx-no-literals': [
        'error',
        { noStrings: false, ignoreProps: true, allowedStrings: literalsAllowedEverywhere },
      ],
    },
  },
];

export default config;
