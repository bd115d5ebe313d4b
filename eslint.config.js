// Lint rules for the whole tree (`npm run lint`), type-aware: each file is checked with the types of the
// tsconfig part it belongs to (tsconfig.app.json, tsconfig.server.json, tsconfig.tests.json).
// The folder rules keep dependencies pointing one way:
//   src (admin) and customRoutes (role apps) → dataProvider, authProvider, model and the shared src/ui, src/i18n;
//   only the wiring (src/App.tsx, src/routes) reaches into customRoutes; authProvider → dataProvider/http ← the rest
//   of dataProvider (the HTTP client and the session, under both providers) → model;
//   model → nothing of ours; server → model. Only dataProvider/ and authProvider/ talk to the network.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const noOnlySkip = {
  selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]',
  message: 'No .only/.skip in committed tests.',
};

const CODED =
  'Refuse with apiError(status, code, params, field) from server/errors.ts: the Spanish text of each code lives in server/messages/, so the screens can word it in every language.';

/** The server's ways of answering an error with a text of its own instead of a code of server/messages. */
const thrownLiteral = [
  { selector: "NewExpression[callee.name='ApiError']", message: CODED },
  {
    selector: 'CallExpression[callee.name=/^(badRequest|conflict|notFound|forbidden|unauthorized|serviceUnavailable)$/]',
    message: CODED,
  },
  {
    selector:
      "CallExpression[callee.property.name='send'] > ObjectExpression > Property[key.name='message'] > :matches(Literal, TemplateLiteral)",
    message: CODED,
  },
];

/** `no-restricted-imports` with one message per forbidden folder pattern. */
function forbidImports(...rules) {
  return ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }];
}

const ONE_PROVIDER =
  'Screens get the data provider one way: useComedorDataProvider() (dataProvider/useComedorDataProvider.ts), which wraps useDataProvider.';

/** forbidImports for the screens (src, customRoutes), which also get the data provider one way only. */
function screenImports(...rules) {
  const [level, options] = forbidImports(...rules);
  return [level, { ...options, paths: [{ name: 'react-admin', importNames: ['useDataProvider'], message: ONE_PROVIDER }] }];
}

const PROVIDERS_ONLY = [
  '(^|/)(src|customRoutes|server)/',
  'The data and auth providers depend only on their HTTP layer (dataProvider/http) and model/.',
];

const NETWORK =
  'Only dataProvider/ and authProvider/ call the API: add a typed method to the data provider and use it through useComedorDataProvider().';

export default tseslint.config(
  {
    // tests/unit/lint/fixtures: planted faults the lint tests lint on purpose
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'server/db/migrations',
      'tests/unit/lint/fixtures',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify handlers and react-admin provider methods are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      // JSX handlers may return a promise: React ignores it, and each handler catches its own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-syntax': ['error', noOnlySkip],
    },
  },
  {
    // Tests read response bodies as an outside client does: untyped JSON, named by an assertion where it helps.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'customRoutes/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: NETWORK },
        { name: 'XMLHttpRequest', message: NETWORK },
        { name: 'EventSource', message: NETWORK },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: NETWORK },
        { object: 'globalThis', property: 'fetch', message: NETWORK },
      ],
    },
  },
  {
    files: ['customRoutes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': screenImports(
        ['(^|/)src/(?!ui/|i18n/)', 'customRoutes may use only the shared src/ui and src/i18n folders of src.'],
        ['(^|/)dataProvider/http/httpClient', NETWORK],
      ),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/App.tsx', 'src/main.tsx', 'src/routes/**'],
    rules: {
      'no-restricted-imports': screenImports(
        [
          '(^|/)customRoutes/',
          'Only the wiring (src/App.tsx, src/routes) imports the role apps; share code through src/ui, dataProvider or model.',
        ],
        ['(^|/)dataProvider/http/httpClient', NETWORK],
      ),
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/i18n/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': screenImports([
        '(^|/)(customRoutes|src)/|^\\.\\./(?!ui/|i18n/|\\.\\./)',
        'The shared UI folders use only each other, dataProvider, authProvider and model.',
      ]),
    },
  },
  {
    files: ['dataProvider/**/*.ts'],
    ignores: ['dataProvider/http/**'],
    rules: {
      'no-restricted-imports': forbidImports(PROVIDERS_ONLY, [
        '(^|/)authProvider/',
        'dataProvider/ reaches the session through dataProvider/http, never through authProvider/ (one direction, no cycle).',
      ]),
    },
  },
  {
    files: ['authProvider/**/*.ts'],
    rules: {
      'no-restricted-imports': forbidImports(PROVIDERS_ONLY, [
        '(^|/)dataProvider/(?!http/)',
        'authProvider/ uses only the layer under both providers, dataProvider/http (the HTTP client and the session).',
      ]),
    },
  },
  {
    files: ['dataProvider/http/**/*.ts'],
    rules: {
      'no-restricted-imports': forbidImports(PROVIDERS_ONLY, [
        '(^|/)authProvider/|^\\.\\./(?!\\.\\./model/)',
        'dataProvider/http is the layer under both providers: it imports only its own files and model/.',
      ]),
    },
  },
  {
    files: ['model/**/*.ts'],
    rules: {
      'no-restricted-imports': forbidImports(
        [
          '(^|/)(src|customRoutes|dataProvider|authProvider|server)/',
          'model/ is shared by the browser and the server: it imports nothing of theirs.',
        ],
        ['^(react|react-dom|react-admin|@mui/.*|fastify|drizzle-orm.*|pg)$', 'model/ holds plain types, schemas and rules.'],
      ),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': forbidImports([
        '(^|/)(src|customRoutes|dataProvider|authProvider)/',
        'The server shares only model/ with the browser.',
      ]),
    },
  },
  {
    // Every error answer carries a code: no thrown or sent Spanish literal (a `throw new Error('…')` is a bug, a 500).
    files: ['server/**/*.ts'],
    ignores: ['server/errors.ts'],
    rules: { 'no-restricted-syntax': ['error', noOnlySkip, ...thrownLiteral] },
  },
  {
    files: ['server/routes/**/*.ts'],
    ignores: ['server/routes/index.ts'],
    rules: {
      'no-restricted-imports': forbidImports(
        ['(^|/)(src|customRoutes|dataProvider|authProvider)/', 'The server shares only model/ with the browser.'],
        ['^\\./', 'Route modules import repos and model/, never each other.'],
      ),
    },
  },
  {
    // No import cycles between our modules (type-only imports are erased at build time and not counted): a cycle
    // makes the order of evaluation matter and hides which module depends on which. tests/unit/lint/no-cycle.test.ts
    // plants one.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/public/sw.js'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.js'],
    ignores: ['src/public/sw.js'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
);
