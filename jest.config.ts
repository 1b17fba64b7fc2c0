import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
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

export default createJestConfig(config);
