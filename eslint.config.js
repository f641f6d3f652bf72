// One ESLint flat config for every workspace: `eslint .` in a workspace finds this file.
// File patterns are relative to this (root) directory, whichever workspace runs eslint.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
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
  {
    files: ['**/test/**', '**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      '@typescript-eslint/no-unused-expressions': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off'
    }
  },
  prettier
);
