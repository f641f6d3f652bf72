#!/usr/bin/env node
// The package ships TypeScript source; tsx compiles it on the fly.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
