import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    ignores: ['**/.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', '.bench/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The site links with plain anchors on purpose (full loads of server HTML, no prefetching): see
      // docs/performance.md. This rule was written for the pages router's client navigation.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Next reads next.config.js with require(), so it and the build steps it loads are CommonJS.
    files: ['next.config.js', 'scripts/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
