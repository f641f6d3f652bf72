import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root (this file is packages/resilience/src/repo.ts). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
