// Lint: type-aware rules, React hooks, and the layer boundaries of STYLE.md
// (domain <- contracts <- server | web; features and modules stay apart; no cycles).
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** Each web feature and each server module may only reach its siblings through allowed layers. */
const isolate = (base) =>
  subfolders(base).map((name) => ({
    target: `${base}/${name}`,
    from: base,
    except: [`./${name}`],
    message: 'Features and modules do not import each other (STYLE.md).',
  }));

/** Imports that climb two folders, or leave their top-level folder, use #subpath imports. */
const climbing = (pattern, message) =>
  ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map(
    (node) => ({ selector: `${node} > Literal.source[value=${pattern}]`, message }),
  );
const noClimbing = climbing(
  '/^\\.\\.\\/\\.\\.\\//',
  'Climbing two folders or more: import through #domain/, #contracts/, #server/ or #web/ (package.json "imports").',
);
const noLeavingArea = climbing(
  '/^\\.\\.\\//',
  'Another top-level folder: import through #domain/, #contracts/, #server/ or #web/.',
);
const noReachingIntoSrc = climbing(
  '/^(\\.\\.\\/)+src\\//',
  'Code under src: import through #domain/, #contracts/, #server/ or #web/.',
);

/** Outside src/web/lib/api, requests go through the typed client: no raw fetch, no '/api' URLs. */
const viaApiClient =
  'Requests go through the typed client: request(endpoint, ...) of #web/lib/api/client.ts.';
const noRawApiUrls = [
  { selector: 'Literal[value=/^\\/api\\b/]', message: viaApiClient },
  { selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/api\\b/]', message: viaApiClient },
];
/** Answers are typed by their endpoint descriptor or query options, never by hand. */
const byHand =
  "An answer's type comes from its endpoint descriptor or its query options, not from a cast.";
// One key's data is typed by the query options' tagged key; several keys matched by a prefix
// (setQueriesData) have no tag to read, so that call names its type.
const queryCacheCalls = '/^(getQueryData|setQueryData|fetchQuery|ensureQueryData)$/';
const noAnswerCasts = [
  { selector: "TSAsExpression > CallExpression[callee.name='request']", message: byHand },
  {
    selector: "TSAsExpression > AwaitExpression > CallExpression[callee.name='request']",
    message: byHand,
  },
  { selector: "CallExpression[callee.name='request'][typeArguments]", message: byHand },
  {
    selector: `CallExpression[callee.property.name=${queryCacheCalls}][typeArguments]`,
    message: byHand,
  },
  {
    selector: `TSAsExpression > CallExpression[callee.property.name=${queryCacheCalls}]`,
    message: byHand,
  },
];
const noRawRequests = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: viaApiClient },
    { name: 'XMLHttpRequest', message: viaApiClient },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: viaApiClient },
    { object: 'globalThis', property: 'fetch', message: viaApiClient },
  ],
};

const layerZones = [
  {
    target: './src/domain',
    from: ['./src/contracts', './src/server', './src/web'],
    message: 'The domain is pure.',
  },
  {
    target: './src/contracts',
    from: ['./src/server', './src/web'],
    message: 'Contracts depend on the domain only.',
  },
  { target: './src/server', from: './src/web', message: 'Server and web never import each other.' },
  { target: './src/web', from: './src/server', message: 'Server and web never import each other.' },
  ...isolate('./src/web/features'),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'coverage',
      'playwright-report',
      'test-results',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.node.json' }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-default-export': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-syntax': ['error', ...noClimbing],
    },
  },
  {
    // Files right under src/<layer>, e2e and bench: one step up is already another folder.
    files: ['src/*/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...noClimbing, ...noLeavingArea] },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts', '*.config.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noClimbing, ...noReachingIntoSrc] },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'The domain has no Node APIs.' }] },
      ],
    },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/**/*.repository.ts', 'src/server/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/db/client',
                '**/db/schema',
                '**/db/schema/*',
                'drizzle-orm',
                'drizzle-orm/*',
              ],
              allowTypeImports: true,
              message: 'Only repositories reach the database.',
            },
            {
              regex: '^#server/db/(client|schema)',
              allowTypeImports: true,
              message: 'Only repositories reach the database.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'No Node APIs in the browser.' }] },
      ],
    },
  },
  {
    // Replaces the blocks above for no-restricted-syntax, so their selectors come along.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/api/**'],
    rules: {
      ...noRawRequests,
      'no-restricted-syntax': ['error', ...noClimbing, ...noRawApiUrls, ...noAnswerCasts],
    },
  },
  {
    files: ['src/web/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noClimbing,
        ...noLeavingArea,
        ...noRawApiUrls,
        ...noAnswerCasts,
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'src/server/scripts/**', '.ci/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
