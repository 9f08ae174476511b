// ESLint: JavaScript's and typescript-eslint's recommended rules, React's hook rules for the
// client, and nothing that Prettier decides (eslint-config-prettier turns those rules off).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // The docs' code files are readers' samples in their own style; their tests run them.
  {
    ignores: [
      'dist/',
      'dist-dev/',
      'dist.staging/',
      'node_modules/',
      'coverage/',
      '**/fixtures/',
      'docs/**/code/',
      'versioned_docs/**/code/',
      // An imported Docusaurus site's own code (scripts/docusaurus/placeSiteCode.ts), in its style.
      'site/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_name` marks a parameter kept for its position (Express error handlers, replace callbacks).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  prettier,
);
