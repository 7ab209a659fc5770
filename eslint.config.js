// Lint for the whole repo: typescript-eslint with type information, React hooks, and the import
// boundaries that keep the layers apart (see README, "Layout of the code").
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import folioImports from './scripts/eslint/folio-imports.mjs'
import folioButtons from './scripts/eslint/folio-buttons.mjs'
import globals from 'globals'

const electronOnly = {
  paths: [
    { name: 'electron', message: 'electron is imported only in src/main/electron, src/main/index.ts and src/preload.' },
  ],
}

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      // Payload's own admin for --vs-payload: its own package (Next.js app, build, copied CMS sources).
      'bench/payload-admin/**',
      '.folio-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'bench/*.mjs', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      'no-restricted-imports': ['error', electronOnly],
      // Folio shows values of unknown shape on purpose (list cells, validation messages, diffs) with
      // String(), as Payload's admin does; the rule cannot tell those from mistakes.
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read JSON answers and fake async APIs: the unsafe-any and await rules add noise, not safety.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: [
      'src/main/electron/**',
      'src/main/index.ts',
      'src/preload/**',
      'tests/electron/**',
      'scripts/**',
      '**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, folio: folioImports, 'folio-ui': folioButtons },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'folio/layer-boundaries': 'error',
      'folio/floors': 'error',
      'folio/no-cycle': 'error',
      'folio-ui/button-class': 'error',
    },
  },
)
