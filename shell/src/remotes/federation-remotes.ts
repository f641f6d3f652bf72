import { routesModuleId, type RemoteRoute } from '@matrimony/federation/routes';
import { type RemoteEntry } from '../runtime-config';
import { createRemoteRoutesLoader, DEFAULT_REMOTE_RETRY } from './remote-loader';
import { type RetryOptions } from './retry';
import { type RemotesContextValue } from './remote-context';

/** The Module Federation runtime calls the shell makes: the runtime's global functions in the browser. */
export type FederationRuntime = {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
};

/** Registers the runtime config's remotes and loads a remote's `./routes` when one of its paths is opened. */
export function createFederationRemotes(
  remotes: readonly RemoteEntry[],
  runtime: FederationRuntime,
  retry: RetryOptions = DEFAULT_REMOTE_RETRY
): RemotesContextValue {
  const entries = remotes.map(({ name, entry }) => ({ name, entry }));
  runtime.registerRemotes(entries);
  // Remotes whose load was forgotten after a failure ("Try again", or navigating on).
  const forgotten = new Set<string>();
  const loader = createRemoteRoutesLoader(async (name, attempt) => {
    // After a failure, register again so the manifest and the routes module are fetched afresh: the
    // runtime would otherwise hand back the module it has (with pages whose chunks a new version removed).
    const entry = entries.find((candidate) => candidate.name === name);
    const again = forgotten.delete(name) || attempt > 1;
    if (again && entry) runtime.registerRemotes([entry], { force: true });
    const module = await runtime.loadRemote<{ default: RemoteRoute[] }>(routesModuleId(name));
    return module?.default as RemoteRoute[];
  }, retry);
  return {
    remotes,
    loader: {
      get: (name) => loader.get(name),
      reset(name) {
        forgotten.add(name);
        loader.reset(name);
      }
    }
  };
}
