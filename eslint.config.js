// One ESLint flat config for every workspace: `eslint .` in a workspace finds this file.
// File patterns are relative to this (root) directory, whichever workspace runs eslint.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import prettierPlugin from 'eslint-plugin-prettier';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

// Feature boundaries in a remote: a feature folder imports packages and the remote's shared folders,
// never another feature, so what two features need moves to a shared folder. A relative import that
// climbs to src/ (`../x` from src/<feature>/, `../../x` one folder deeper) must land in a shared folder.
function featureBoundaries(src, { shared }) {
  const sharedFolders = shared.map((folder) => `${folder}/`).join(', ');
  return [1, 2, 3].map((depth) => ({
    files: [`${src}/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    ignores: shared.map((folder) => `${src}/${folder}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:\\.\\./){${depth}}(?!(?:${shared.join('|')})(?:/|$))`,
              message: `A feature imports packages and ${sharedFolders} only, never another feature: move what two features need to a shared folder.`
            }
          ]
        }
      ]
    }
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.skew/**',
      'bench/results/**',
      '**/*.d.ts'
    ]
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off'
    }
  },
  // `npm run format` is the one layout: a file Prettier would change fails lint.
  { plugins: { prettier: prettierPlugin }, rules: { 'prettier/prettier': 'error' } },
  // File names (CODE_STYLE.md): kebab-case modules; a .tsx file is a PascalCase component or a kebab-case
  // module (routes, render helpers). Middle extensions (`.spec`, `.config`) are not part of the name.
  {
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/*.{ts,js,mjs,cjs}': 'KEBAB_CASE',
          '**/*.tsx': '@(+([a-z])*([a-z0-9])*(-+([a-z0-9]))|+([A-Z])*([A-Za-z0-9]))'
        },
        {
          ignoreMiddleExtensions: true,
          errorMessage:
            '"{{ target }}": modules are kebab-case, React components PascalCase.tsx (CODE_STYLE.md, File names).'
        }
      ]
    }
  },
  // Service layering (CODE_STYLE.md): domain/ is pure rules, so it imports no HTTP, storage, events, jobs
  // or the libraries behind them; http/ does not reach into events/ (shared work goes to a use-case file).
  {
    files: ['svc-*/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['mongoose', 'mongodb', 'express', 'nats'].map((name) => ({
            name,
            message: 'domain/ is pure: no storage, HTTP or messaging libraries.'
          })),
          patterns: [
            {
              regex: '^\\.{1,2}/(?:\\.\\./)*(?:http|store|events|jobs)(?:/|$)',
              message: 'domain/ is pure: it may not import http/, store/, events/ or jobs/.'
            },
            { regex: '^@nats-io/', message: 'domain/ is pure: no messaging library.' }
          ]
        }
      ]
    }
  },
  {
    files: ['svc-*/src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/(?:\\.\\./)*events(?:/|$)',
              message: 'http/ may not import events/: move the shared work to a use-case file both call.'
            }
          ]
        }
      ]
    }
  },
  ...featureBoundaries('mf-account/src', { shared: ['shared', 'api', 'discovery', 'payments'] }),
  ...featureBoundaries('mf-signup/src', { shared: ['shared', 'api'] }),
  ...featureBoundaries('mf-public/src', { shared: ['shared', 'api', 'messages'] }),
  // The shell never builds a remote's source (its pages, its prerender): each remote prerenders its own
  // pages and is redeployed alone (docs/architecture.md, "Prerendered pages").
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+mf-[a-z-]+(?:/|$)|^@matrimony/mf-',
              message:
                "The shell does not import a remote's source: remotes are loaded at run time (Module Federation) and prerender their own pages."
            }
          ]
        }
      ]
    }
  },
  // A remote never writes an API URL: method and path come from the contracts through the session's
  // route table (`apiRoutes` with `callRoute`, `upload`, or `routeEndpoints`/`routeCall` for RTK Query).
  // Module specifiers (`../api/…`) are not URLs.
  {
    files: ['mf-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          ':not(ImportDeclaration, ImportExpression, ExportAllDeclaration, ExportNamedDeclaration) > Literal[value=/^api\\/|\\/api\\//]',
          ':not(ImportExpression) > TemplateLiteral > TemplateElement[value.raw=/^api\\/|\\/api\\//]'
        ].map((selector) => ({
          selector,
          message:
            'No hand-written API URL in a remote: call the contract route from `apiRoutes` (@matrimony/session) with `callRoute`/`upload`, or `routeEndpoints`/`routeCall` (@matrimony/session/api) for RTK Query.'
        }))
      ]
    }
  },
  {
    files: ['**/test/**', '**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      '@typescript-eslint/no-unused-expressions': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off'
    }
  },
  prettier
);
