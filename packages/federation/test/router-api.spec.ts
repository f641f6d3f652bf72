import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import * as reactRouter from 'react-router';
import { ROUTER_API_MODULE } from '../src/shared';

const repo = path.resolve(import.meta.dirname, '../../..');
/** Code that only runs in Node (prerender), where react-router is imported whole, not shared. */
const NODE_ONLY = [path.join('shell', 'src', 'prerender'), path.join('packages', 'prerender')];
const ROUTER_IMPORT = /import\s+(type\s+)?(\*\s+as\s+\w+|\{([^}]*)\})\s+from\s+'react-router(?:-dom)?'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every browser source folder of the frontends and the packages they use. */
function browserSources(): string[] {
  const packages = readdirSync(path.join(repo, 'packages')).map((name) => path.join('packages', name));
  const frontends = readdirSync(repo).filter((name) => name === 'shell' || name.startsWith('mf-'));
  return [...frontends, ...packages]
    .map((workspace) => path.join(repo, workspace, 'src'))
    .filter((dir) => readdirSync(path.dirname(dir)).includes('src'))
    .flatMap(sourceFiles)
    .filter((file) => !NODE_ONLY.some((dir) => path.relative(repo, file).startsWith(dir)));
}

/** `{ a, type B, c as d }` → the runtime names imported: a, c. */
function runtimeNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

const apiExports = runtimeNames(/export\s*\{([^}]*)\}/.exec(readFileSync(ROUTER_API_MODULE, 'utf8'))![1]!);

describe('the shared react-router API (react-router/api.ts)', () => {
  it('exports only names react-router has', () => {
    expect(apiExports).to.include('BrowserRouter');
    for (const name of apiExports) expect(reactRouter, name).to.have.property(name);
  });

  it('exports every react-router name the browser code imports (others would be undefined)', () => {
    const missing: string[] = [];
    for (const file of browserSources()) {
      for (const match of readFileSync(file, 'utf8').matchAll(ROUTER_IMPORT)) {
        const where = path.relative(repo, file);
        if (match[1]) continue;
        if (!match[3]) missing.push(`${where}: "${match[2]}" (import the names you use)`);
        else
          for (const name of runtimeNames(match[3]))
            if (!apiExports.includes(name)) missing.push(`${where}: ${name}`);
      }
    }
    expect(missing, 'add these to packages/federation/src/react-router/api.ts').to.deep.equal([]);
  });
});
