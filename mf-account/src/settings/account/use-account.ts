// The member's own account (svc-identity GET /me): where Settings → Account reads the current e-mail and mobile.
// Straight from identity, not from the profile's copy, so a change shows at once.
import { useCallback, useEffect, useState } from 'react';
import { getAccount, type Account } from '../../api/identity';

export type AccountState =
  | { kind: 'loading' }
  | { kind: 'loaded'; account: Account }
  | { kind: 'failed'; error: unknown };

export function useAccount(): { state: AccountState; reload: () => void } {
  const [state, setState] = useState<AccountState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    getAccount(abort.signal).then(
      (account) => setState({ kind: 'loaded', account }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ kind: 'failed', error });
      }
    );
    return () => abort.abort();
  }, [round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload };
}
