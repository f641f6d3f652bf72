// The shell's page documents take a remote's prerendered fragments when they are served, through
// the few server-side include (SSI) directives below: nginx runs them in production
// (deploy/frontend/shell.conf), composeDocument does the same in Node for the development and
// test static servers. Writer and reader are both here so the two cannot drift.

const VARIABLE = /^[a-z_][a-z0-9_]*$/;

function variableName(name: string): string {
  if (!VARIABLE.test(name)) throw new Error(`not an SSI variable name: ${name}`);
  return name;
}

function siteUrl(url: string): string {
  if (!/^\/[A-Za-z0-9/._-]*$/.test(url)) throw new Error(`not a site path an SSI include can fetch: ${url}`);
  return url;
}

/** Fetches `url` while the page is served and keeps its body in `variable` (empty when absent). */
export function ssiInclude(url: string, variable: string): string {
  return `<!--# include virtual="${siteUrl(url)}" set="${variableName(variable)}" -->`;
}

/** The variable's value, as it is (HTML). */
export function ssiEcho(variable: string): string {
  return `<!--# echo var="${variableName(variable)}" encoding="none" default="" -->`;
}

/** `present` when the variable holds anything, else `absent`. */
export function ssiIfSet(variable: string, present: string, absent: string): string {
  return `<!--# if expr="$${variableName(variable)}" -->${present}<!--# else -->${absent}<!--# endif -->`;
}

const DIRECTIVE =
  /<!--# (?:include virtual="([^"]+)" set="([^"]+)"|echo var="([^"]+)" encoding="none" default=""|if expr="\$([^"]+)"|(else)|(endif)) -->/g;

/** A fragment's body, or undefined when the remote has none (any answer but 200). */
export type FetchFragment = (url: string) => Promise<string | undefined>;

/**
 * Runs a document's directives (only those written above; no nesting of ifs) and returns the page.
 * Fetched bodies are output as they are, never run as directives themselves.
 */
export async function composeDocument(template: string, fetchFragment: FetchFragment): Promise<string> {
  const variables = new Map<string, string>();
  const output: string[] = [];
  // Inside an if: whether the current branch is output.
  let branch: { taken: boolean; output: boolean } | null = null;
  let last = 0;
  for (const match of template.matchAll(DIRECTIVE)) {
    if (branch?.output ?? true) output.push(template.slice(last, match.index));
    last = match.index + match[0].length;
    const [, includeUrl, includeVariable, echoVariable, ifVariable, isElse, isEndif] = match;
    if (includeUrl && includeVariable) {
      variables.set(includeVariable, (await fetchFragment(includeUrl)) ?? '');
    } else if (echoVariable) {
      if (branch?.output ?? true) output.push(variables.get(echoVariable) ?? '');
    } else if (ifVariable) {
      if (branch) throw new Error('nested SSI if');
      const taken = (variables.get(ifVariable) ?? '') !== '';
      branch = { taken, output: taken };
    } else if (isElse) {
      if (!branch) throw new Error('SSI else outside an if');
      branch = { taken: branch.taken, output: !branch.taken };
    } else if (isEndif) {
      if (!branch) throw new Error('SSI endif outside an if');
      branch = null;
    }
  }
  if (branch) throw new Error('SSI if without endif');
  output.push(template.slice(last));
  return output.join('');
}
