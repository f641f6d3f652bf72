import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_EXPIRED_PATH, type SessionEndReason } from '@matrimony/session';
import { sessionEndedEvents } from './session-events';

/** A session the server ended (refresh refused) lands on /signin?timeout=true. */
export function SessionEndedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const onEnded = (event: Event) => {
      if ((event as CustomEvent<SessionEndReason>).detail === 'expired')
        navigate(SESSION_EXPIRED_PATH, { replace: true });
    };
    sessionEndedEvents.addEventListener('ended', onEnded);
    return () => sessionEndedEvents.removeEventListener('ended', onEnded);
  }, [navigate]);
  return null;
}
