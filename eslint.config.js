import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { fronteiras } from './scripts/eslint/fronteiras.js';
import { modulos } from './scripts/eslint/modulos.js';

/**
 * Import directions of architecture.md, enforced:
 * - contracts imports nothing of the workspace; domain imports only contracts;
 * - apps never import each other;
 * - api: routes → service → repository (a repository never imports a service or routes,
 *   a service never imports routes);
 * - web: components and lib ← features ← app; features never import each other;
 * - api modules meet only through each module's public entry, modules/<m>/index.ts (ADR 013).
 */
const restringir = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-types/**',
      '**/dist-e2e/**',
      '**/node_modules/**',
      'apps/api/drizzle/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { rodada: { rules: { fronteiras, modulos } } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests read JSON answers (`any`) and assert on them; the unsafe-any rules would only add casts.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.config.ts', 'scripts/**', 'bench/**'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['packages/contracts/src/**'],
    rules: restringir({
      group: ['@rodada/*', '**/apps/**', '**/domain/**'],
      message: 'contracts não importa nada do workspace.',
    }),
  },
  {
    files: ['packages/domain/src/**'],
    rules: restringir({
      group: ['@rodada/api', '@rodada/web', '**/apps/**'],
      message: 'domain importa apenas contracts.',
    }),
  },
  {
    files: ['apps/api/src/**'],
    rules: restringir({ group: ['@rodada/web', '**/web/**'], message: 'A API não importa a web.' }),
  },
  {
    files: ['apps/api/src/**/*.repository.ts'],
    rules: restringir({
      group: ['**/*.service.js', '**/*.routes.js'],
      message: 'Repositórios não importam serviços nem rotas.',
    }),
  },
  {
    // ADR 013: a module uses another only through its public entry (modules/<m>/index.ts).
    files: ['apps/api/src/modules/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'rodada/modulos': 'error' },
  },
  {
    files: ['apps/api/src/**/*.service.ts'],
    rules: restringir({ group: ['**/*.routes.js'], message: 'Serviços não importam rotas.' }),
  },
  {
    files: ['apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restringir({ group: ['@rodada/api', '**/api/src/**'], message: 'A web não importa a API.' }),
  },
  {
    files: ['apps/web/src/**'],
    rules: { 'rodada/fronteiras': 'error' },
  },
);
