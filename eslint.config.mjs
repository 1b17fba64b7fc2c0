import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Next.js's preset ignores `build/**` (a common output folder); here build/ is the build's
    // own code, linted like the rest.
    ignores: [
      '!build/**',
      '.next/**',
      '.generated/**',
      'out/**',
      'out-endpoint/**',
      '.wrangler/**',
      'node_modules/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
      'bench/floor/.next/**',
      'bench/floor/out/**',
    ],
  },
];

export default config;
