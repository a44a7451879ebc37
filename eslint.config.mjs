import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'dist/**', 'node_modules/**', '.data/**', '.e2e-data/**', 'next-env.d.ts', 'server/db/migrations/**'] },
  {
    files: ['components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    rules: {
      // Browser-reachable code must never pull in the backend.
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/server/*', '**/server/*'], message: 'lib/ and components/ are shared with the browser; call server code from app/ or server/.' }] }],
    },
  },
];

export default config;
