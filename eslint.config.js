// One lint config for every workspace; the import rules keep dependencies running one way (web: app → features →
// entities → components → lib; server: app and flows → modules, each through its face → platform) and forbid import
// cycles.
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
const serverSrc = 'apps/server/src';
const serverModules = readdirSync(`${repoRoot}${serverSrc}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * Server: a module holds its own files and shows others one face, its index.ts; a module imports another only through
 * that face and never a flow; flows (operations that span modules) and the app layer reach modules through their faces
 * too; the platform imports neither. Checked on resolved paths, generated from the module folders.
 */
function serverZones() {
  const dir = (part) => `${serverSrc}/${part}`;
  const face = (module) => `./${module}/index.ts`;
  const faceOnly =
    'A module is reached only through its face, modules/<name>/index.ts: export what others may call there.';
  return [
    {
      target: dir('platform'),
      from: [dir('modules'), dir('flows')],
      message: 'The platform serves the modules and flows; it never imports them.',
    },
    {
      target: dir('modules'),
      from: dir('flows'),
      message: 'A module never imports a flow: flows compose modules, not the other way round.',
    },
    {
      target: [dir('modules'), dir('flows'), dir('platform')],
      from: [dir('seed'), dir('testing')],
      message:
        'The shop never leans on the demo data or the test harness: those live above it (src/seed, src/testing).',
    },
    ...serverModules.map((module) => ({
      target: dir(`modules/${module}`),
      from: dir('modules'),
      except: [`./${module}`, ...serverModules.filter((other) => other !== module).map(face)],
      message: faceOnly,
    })),
    ...['flows', 'seed', '*.ts'].map((outside) => ({
      target: dir(outside),
      from: dir('modules'),
      except: serverModules.map(face),
      message: faceOnly,
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
  // Tests reach into the module they check (and the harness builds whole apps), so the zones bind the server's own code.
  {
    files: [`${serverSrc}/**/*.ts`],
    ignores: [`${serverSrc}/**/*.test.ts`, `${serverSrc}/testing/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: serverZones() }] },
  },
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
