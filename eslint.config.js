// One lint config for every workspace; the zones keep imports running one way: shared → features → app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = ['auth', 'catalog', 'cart', 'checkout', 'account', 'admin', 'pages'];
const serverModules = ['auth', 'catalog', 'cart', 'addresses', 'orders', 'payments', 'features', 'health'];

/** Each feature may not import another feature; shared code may import no feature at all. */
function oneWayZones(base, features, shared) {
  return [
    ...features.map((feature) => ({
      target: `${base}/${feature}`,
      from: `${base}`,
      except: [`./${feature}`],
      message: 'Features never import each other: compose them in the app layer.',
    })),
    ...shared.map((folder) => ({ target: folder, from: base, message: 'Shared code never imports a feature.' })),
  ];
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...oneWayZones('./apps/web/src/features', webFeatures, ['./apps/web/src/components', './apps/web/src/lib']),
            ...oneWayZones('./apps/server/src/modules', serverModules, ['./apps/server/src/platform']),
            { target: './packages/contract', from: './apps', message: 'The contract depends on nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
