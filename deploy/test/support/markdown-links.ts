// Finds what a Markdown file points at inside the repository (relative links and file paths in code spans) and
// reports what does not exist, so a README never sends a newcomer to a file that moved or never was.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface BrokenReference {
  /** The Markdown file, relative to the repository. */
  file: string;
  line: number;
  target: string;
  kind: 'link' | 'path';
}

/** Never checked: generated, installed or outside the repository. */
const IGNORED_SEGMENTS = new Set(['node_modules', 'dist', '.data', '.turbo', '.git']);

/**
 * First segments that make a code span a repository path (`src/app.ts`, `packages/ui/src/index.ts`). Others
 * (`@matrimony/catalog/constants`, `http/<resource>/view.ts`, `/api/docs`) are import specifiers, patterns or URLs.
 */
const PATH_ROOTS = new Set([
  'src',
  'test',
  'bin',
  'scripts',
  'docs',
  'deploy',
  'e2e',
  'journeys',
  'packages',
  'shell',
  'mf-public',
  'mf-signup',
  'mf-account',
  'svc-identity',
  'svc-profile',
  'svc-billing',
  'svc-notify',
  '.ci'
]);

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The tracked Markdown files (git), or every Markdown file outside ignored folders when git is not there. */
export function markdownFiles(repoDir: string): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--', '*.md'], { cwd: repoDir, encoding: 'utf8' });
    return listed
      .split('\0')
      .filter(Boolean)
      .filter((file) => existsSync(join(repoDir, file)))
      .filter((file) => !file.split('/').some((segment) => IGNORED_SEGMENTS.has(segment)));
  } catch {
    return walk(repoDir, repoDir);
  }
}

function walk(root: string, dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (IGNORED_SEGMENTS.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(root, path);
    return entry.name.endsWith('.md') ? [relative(root, path).split(sep).join('/')] : [];
  });
}

/** The nearest folder at or above `dir` (inside the repository) with a package.json: the file's workspace. */
function workspaceRootOf(repoDir: string, dir: string): string {
  for (let current = dir; current.startsWith(repoDir); current = dirname(current)) {
    if (existsSync(join(current, 'package.json'))) return current;
    if (current === dirname(current)) break;
  }
  return repoDir;
}

/** Lines outside fenced code blocks, with their numbers. */
function proseLines(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((content, index) => {
    const marker = /^\s*(```+|~~~+)/.exec(content)?.[1];
    if (marker) {
      if (fence === null) fence = marker[0]!;
      else if (marker[0] === fence) fence = null;
      return;
    }
    if (fence === null) lines.push({ line: index + 1, text: content });
  });
  return lines;
}

/** Link targets of inline links, images and reference definitions. */
function linkTargets(line: string): string[] {
  const withoutCode = line.replace(/`[^`]*`/g, '');
  const targets: string[] = [];
  for (const match of withoutCode.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g))
    targets.push(match[1]!.replace(/^<|>$/g, ''));
  const definition = /^\s{0,3}\[[^\]]+\]:\s*(\S+)/.exec(withoutCode);
  if (definition) targets.push(definition[1]!);
  return targets;
}

/** Code spans that name a repository path. */
function pathSpans(line: string): string[] {
  const paths: string[] = [];
  for (const match of line.matchAll(/`([^`\s]+)`/g)) {
    const span = match[1]!.replace(/#.*$/, '');
    if (!/^(\.{1,2}\/)*[\w.@-]+(\/[\w.@-]+)+\/?$/.test(span)) continue;
    const first = span.replace(/^(\.{1,2}\/)+/, '').split('/')[0]!;
    if (PATH_ROOTS.has(first)) paths.push(span);
  }
  return paths;
}

function ignoredTarget(target: string): boolean {
  return (
    target === '' ||
    target.startsWith('#') ||
    SCHEME.test(target) ||
    target.startsWith('//') ||
    target.split('/').some((segment) => IGNORED_SEGMENTS.has(segment))
  );
}

/** Whether git ignores `path` (generated or local files a README may name, such as `deploy/secrets/`). */
function gitIgnored(repoDir: string, path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: repoDir, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Every relative link and repository path of one Markdown file that does not exist (nor is ignored by git). */
export function brokenReferencesIn(repoDir: string, file: string): BrokenReference[] {
  const root = resolve(repoDir);
  const absolute = join(root, file);
  const here = dirname(absolute);
  const workspace = workspaceRootOf(root, here);
  const broken: BrokenReference[] = [];
  for (const { line, text } of proseLines(readFileSync(absolute, 'utf8'))) {
    for (const target of linkTargets(text)) {
      if (ignoredTarget(target)) continue;
      const path = decodeURIComponent(target.replace(/[#?].*$/, ''));
      const resolved =
        (path.startsWith('/') ? join(root, path) : resolve(here, path)) + (path.endsWith('/') ? '/' : '');
      if (!existsSync(resolved) && !gitIgnored(root, resolved))
        broken.push({ file, line, target, kind: 'link' });
    }
    for (const target of pathSpans(text)) {
      if (ignoredTarget(target)) continue;
      const candidates = [here, workspace, root].map((base) => {
        const candidate = resolve(base, target);
        return target.endsWith('/') ? `${candidate}/` : candidate;
      });
      const found =
        candidates.some((candidate) => existsSync(candidate)) ||
        candidates.some((candidate) => candidate.startsWith(root) && gitIgnored(root, candidate));
      if (!found) broken.push({ file, line, target, kind: 'path' });
    }
  }
  return broken;
}
