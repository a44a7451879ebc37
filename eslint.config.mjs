import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const serverImports = {
  group: ['@/server/*', '**/server/*'],
  message: 'lib/ and components/ are shared with the browser; call server code from app/ or server/.',
};
// The UI builds on lib/ and server/, never the other way round: move what both need into lib/.
const componentImports = {
  group: ['@/components/*', '**/components/*'],
  message: 'lib/ and server/ never import components/; move the shared module into lib/.',
};

// Without a provider in the root layout, React Query's hooks take the page's client from lib/queries/query-hooks.ts.
const queryHooks = {
  name: '@tanstack/react-query',
  importNames: ['useQuery', 'useMutation', 'useQueryClient'],
  message: 'Import the hook from @/lib/queries/query-hooks: the root layout has no QueryClientProvider.',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'dist/**',
      'node_modules/**',
      '.data/**',
      '.e2e-data/**',
      'next-env.d.ts',
      'server/db/migrations/**',
    ],
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [queryHooks] }],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      // Browser-reachable code must never pull in the backend.
      'no-restricted-imports': ['error', { paths: [queryHooks], patterns: [serverImports] }],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/queries/query-hooks.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [queryHooks], patterns: [serverImports, componentImports] }],
    },
  },
  {
    files: ['lib/queries/query-hooks.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverImports, componentImports] }],
    },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [componentImports] }],
    },
  },
];

export default config;
