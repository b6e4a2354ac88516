// One lint config for every workspace; the import rules keep dependencies running one way (web: app → features →
// entities → components → lib; server: platform → modules) and forbid import cycles.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const webSrc = 'apps/web/src';
const webLayers = ['app', 'features', 'entities', 'components', 'lib']; // top to bottom: each imports only those below it
const webFeatures = readdirSync(`${repoRoot}${webSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverModules = ['auth', 'catalog', 'cart', 'addresses', 'orders', 'payments', 'features', 'health'];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Server: shared code imports no feature; a feature imports no other feature (the app layer composes them). */
function oneWay({ root, featureDir, features, shared, alias }) {
  const anyFeature = [`${alias}/${featureDir}/*/**`, `**/${featureDir}/*/**`];
  return [
    {
      files: shared.map((dir) => `${root}/${dir}/**/*.{ts,tsx}`),
      rules: restrict([{ group: anyFeature, message: 'Shared code never imports a feature.' }]),
    },
    ...features.map((feature) => ({
      files: [`${root}/${featureDir}/${feature}/**/*.{ts,tsx}`],
      rules: restrict([
        {
          group: [...anyFeature, `!${alias}/${featureDir}/${feature}/**`, `!**/${featureDir}/${feature}/**`, `!./**`],
          message: 'Features never import each other: compose them in the app layer.',
        },
      ]),
    })),
  ];
}

/**
 * Web: a layer never imports a layer above it, and a feature never imports another feature. Checked on resolved
 * paths (import-x), so `#web/...` and relative specifiers are judged alike.
 */
function webZones() {
  const dir = (layer) => `${webSrc}/${layer}`;
  const above = (layer) => webLayers.slice(0, webLayers.indexOf(layer));
  return [
    ...webLayers.slice(1).map((layer) => ({
      target: dir(layer),
      from: above(layer).map(dir),
      message: `A layer imports only the layers below it: ${webLayers.join(' → ')}.`,
    })),
    ...webFeatures.map((feature) => ({
      target: `${dir('features')}/${feature}`,
      from: dir('features'),
      except: [`./${feature}`],
      message: 'Features never import each other: compose them in the app layer, or move shared data to entities.',
    })),
    { target: webSrc, from: dir('testing'), message: 'Only tests use the test harness (src/testing).' },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Import rules that need resolved paths: the node resolver follows `#web/*`, `#server/*` and `@shop/contract/*`.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      // A cycle makes load order matter and hides which module owns what; `import type` lines are skipped by the rule.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Tests and their harness compose screens as the app does (a page with the address book, say), so the layers bind
  // the shop's own code only.
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    ignores: [`${webSrc}/**/*.test.{ts,tsx}`, `${webSrc}/testing/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: webZones() }] },
  },
  ...oneWay({
    root: 'apps/server/src',
    featureDir: 'modules',
    features: serverModules,
    shared: ['platform'],
    alias: '#server',
  }),
  {
    files: ['packages/contract/**/*.ts'],
    rules: restrict([
      { group: ['#web/*', '#server/*', '**/apps/**'], message: 'The contract depends on nothing of ours.' },
    ]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
