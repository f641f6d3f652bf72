import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_EXPIRED_PATH, useSession } from '@matrimony/session';
import { startIdleTracker } from './idle-tracker';

/** Signs an inactive member out (docs/product-rules.md#sessions-and-sign-out) and lands on /signin?timeout=true. */
export function IdleLogout() {
  const { status, signOut } = useSession();
  const navigate = useNavigate();
  const signedIn = status === 'signedIn';

  useEffect(() => {
    if (!signedIn) return;
    const tracker = startIdleTracker({
      target: window,
      storage: typeof localStorage === 'undefined' ? null : localStorage,
      isSignedIn: () => true,
      onIdle: () => {
        tracker.stop();
        void signOut('idle').finally(() => navigate(SESSION_EXPIRED_PATH, { replace: true }));
      }
    });
    return tracker.stop;
  }, [signedIn, signOut, navigate]);

  return null;
}
