import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  // One worker per core. Jest's default leaves a core to its own process, which only waits: on two
  // cores the suite took 141 s in one worker and takes 75 s in two (the Worker's suites spend much
  // of their time waiting on workerd).
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // The data the build writes first, and a folder for the Worker's deploy bundle, built once per
  // run by its first suite.
  globalSetup: '<rootDir>/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/worker/test/global-teardown.ts',
  testPathIgnorePatterns: [
    '<rootDir>/e2e/',
    '<rootDir>/out/',
    '<rootDir>/out-endpoint/',
    '<rootDir>/.next/',
    '<rootDir>/.wrangler/',
    '<rootDir>/node_modules/',
    '<rootDir>/bench/floor/',
  ],
  modulePathIgnorePatterns: [
    '<rootDir>/out/',
    '<rootDir>/out-endpoint/',
    '<rootDir>/.next/',
    '<rootDir>/.wrangler/',
    '<rootDir>/bench/floor/',
  ],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Motion is decoration: units render the plain elements, and the browser tests check the motion.
    '^framer-motion(/dom/mini)?$': '<rootDir>/test-support/framer-motion.tsx',
  },
};

/**
 * beasties (buildtime/critical-styles.ts) depends on packages published as ES modules only, which
 * Jest's CommonJS runtime cannot require untransformed: they are compiled like the project's own
 * files. Next.js's preset ignores every other package, as before.
 */
const esmOnly = [
  'beasties',
  'boolbase',
  'css-select',
  'css-what',
  'dom-serializer',
  'domelementtype',
  'domhandler',
  'domutils',
  'entities',
  'htmlparser2',
  'nth-check',
];

export default async function jestConfig(): Promise<Config> {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    // The first pattern spares the packages Next.js transpiles: `/node_modules/(?!.pnpm)(?!(geist|…)/)`.
    transformIgnorePatterns: (resolved.transformIgnorePatterns ?? []).map((pattern, index) =>
      index === 0 ? pattern.replace('(?!(', `(?!(${esmOnly.join('|')}|`) : pattern,
    ),
  };
}
