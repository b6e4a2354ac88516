// One lint config for every workspace; the import rules keep dependencies running one way: shared → features → app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = ['auth', 'catalog', 'cart', 'checkout', 'account', 'admin', 'pages'];
const serverModules = ['auth', 'catalog', 'cart', 'addresses', 'orders', 'payments', 'features', 'health'];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Shared code imports no feature; a feature imports no other feature (the app layer composes them). */
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
  ...oneWay({
    root: 'apps/web/src',
    featureDir: 'features',
    features: webFeatures,
    shared: ['components', 'lib'],
    alias: '#web',
  }),
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
