import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
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
  {
    // Words on a page come from content/ in the page's language (content/interface.yml and the
    // rest): a word written into a component would show in English on the German and Arabic
    // pages. Punctuation between words is the components' own.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        { noStrings: false, ignoreProps: true, allowedStrings: [':', '.', ',', '(', ')', '*', '%', '$', '©', '…'] },
      ],
    },
  },
];

export default config;
