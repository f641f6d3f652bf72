import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { type SessionController } from './session-controller';
import { selectSession, type SessionState } from './session-slice';

const SessionControllerContext = createContext<SessionController | null>(null);

/** The shell wraps the app in this once; remotes use `useSession()`. */
export function SessionProvider({
  controller,
  children
}: {
  controller: SessionController;
  children: ReactNode;
}) {
  return <SessionControllerContext.Provider value={controller}>{children}</SessionControllerContext.Provider>;
}

export function useSessionController(): SessionController {
  const controller = useContext(SessionControllerContext);
  if (!controller) throw new Error('useSession must be used inside the shell (SessionProvider missing)');
  return controller;
}

/** The spec's auth context: user, userProfile, subscription, isPremium, loading, signOut, refreshProfile, extendSession. */
export function useSession() {
  const controller = useSessionController();
  const state = useSelector((root: { session: SessionState }) => selectSession(root));
  return useMemo(
    () => ({
      status: state.status,
      user: state.user,
      userProfile: state.profile,
      subscription: state.subscription,
      isPremium: state.isPremium,
      loading: state.status === 'loading',
      memberLoading: state.memberLoading,
      signIn: controller.signIn,
      startWithTokens: controller.startWithTokens,
      signOut: controller.signOut,
      refreshProfile: controller.refreshProfile,
      extendSession: controller.extendSession
    }),
    [state, controller]
  );
}
