import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Deliberate deep imports into a feature, each kept for a reason: importing the feature's
 * index instead would pull its screens' code into the entry chunk every visitor loads first.
 * Keys are importing files (relative to src/), values the feature files they may reach.
 */
const ALLOWED_DEEP_IMPORTS = {
  // A unit's route starts its data request beside the page's code; the results index holds
  // the result tables.
  'client/app/routes.ts': ['client/features/results/api/get-unit.ts'],
  // The live stream starts with the app; the live index also holds the results-screen badges.
  'client/main.tsx': ['client/features/live/start-live.ts'],
};

/**
 * Architecture boundaries, checked on every relative import:
 * - src/shared imports neither side; src/client and src/server never import each other;
 * - a feature imports another feature only through its index (its public face), and so do
 *   the app shell, lib, ui and the server's plugins (page modules loaded lazily by the route
 *   table are the exception: a dynamic import() of a page is how a route gets its screen);
 * - features, lib and ui never import the app shell (client/app): what they need from it
 *   belongs in lib/ or ui/;
 * - lib and ui never import a feature at all: they are the building blocks features use.
 */
const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const src = path.join(context.cwd, 'src');
    const area = (p) => path.relative(src, p).split(path.sep);
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const from = area(file);
      const to = area(path.resolve(path.dirname(file), spec));
      if (from[0] === '..' || to[0] === '..') return;
      const report = (message) => context.report({ node: node.source, message });
      if (from[0] === 'shared' && (to[0] === 'client' || to[0] === 'server'))
        return report(`src/shared must not import src/${to[0]}`);
      if (from[0] === 'client' && to[0] === 'server') return report('src/client must not import src/server');
      if (from[0] === 'server' && to[0] === 'client') return report('src/server must not import src/client');
      if (from[0] !== to[0]) return;
      const fromPart = from[1];
      const toPart = to[1];
      if (from[0] === 'client' && toPart === 'app' && ['features', 'lib', 'ui'].includes(fromPart))
        return report(`src/client/${fromPart} must not import the app shell (src/client/app)`);
      if (from[0] === 'client' && toPart === 'features' && ['lib', 'ui'].includes(fromPart))
        return report(`src/client/${fromPart} must not import a feature`);
      if (toPart !== 'features') return;
      if (fromPart === 'features' && from[2] === to[2]) return; // inside one feature
      const rest = to.slice(3).join('/');
      if (rest === '' || rest === 'index' || rest === 'index.ts') return;
      const lazyPage = node.type === 'ImportExpression' && to[3] === 'pages';
      // The server's app factory mounts each feature's routes plugin.
      const mountedRoutes = from.join('/') === 'server/app.ts' && rest === 'routes';
      if (lazyPage || mountedRoutes) return;
      const target = path
        .relative(src, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join('/');
      const allowed = ALLOWED_DEEP_IMPORTS[from.join('/')] ?? [];
      if (allowed.some((a) => a === target || a === `${target}.ts` || a === `${target}.tsx`)) return;
      report(`feature "${to[2]}" may be used only through its index`);
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** File names are kebab-case (lower case words joined by dashes), like the routes and folders. */
const kebabCase = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(name))
          context.report({ node, message: `file name "${name}" is not kebab-case` });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'public',
      'android',
      'ios',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { local: { rules: { boundaries, 'kebab-case': kebabCase } } },
    rules: {
      'local/boundaries': 'error',
      'local/kebab-case': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The domain's values are read by pages that validate nothing: building zod schemas
    // there would cost every such page their construction when it loads.
    files: ['src/shared/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'Schemas belong in src/shared/contracts; the domain holds plain values.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
