import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Architecture boundaries (DESIGN §2), checked on every relative import:
 * - src/shared imports neither side;
 * - src/client and src/server never import each other;
 * - a feature imports another feature only through its index (its public face).
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
      if (from[1] === 'features' && to[1] === 'features' && from[0] === to[0] && from[2] !== to[2]) {
        const rest = to.slice(3).join('/');
        if (rest !== '' && rest !== 'index' && rest !== 'index.ts')
          report(`feature "${from[2]}" may use feature "${to[2]}" only through its index`);
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { local: { rules: { boundaries } } },
    rules: {
      'local/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
