import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    ignores: ['**/.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', '.bench/**', 'scripts/.floor-with-proxy/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The site links with plain anchors on purpose (full loads of server HTML, no prefetching). This
      // rule was written for the pages router's client navigation.
      '@next/next/no-html-link-for-pages': 'off',
      // Next's private modules change without notice between releases; use its public entry points.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['next/dist/*'], message: "A private module of Next: import from its public entry points ('next/image', 'next/navigation'...)." }] },
      ],
    },
  },
];

export default config;
