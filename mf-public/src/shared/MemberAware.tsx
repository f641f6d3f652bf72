import { type ReactNode } from 'react';
import { useSession } from '@matrimony/session';

/**
 * Public pages invite visitors to sign up; a signed-in member reading them is shown the way back
 * into the member area instead. Prerendered pages show the visitor's version until the app starts.
 */
export function MemberAware({ visitor, member }: { visitor: ReactNode; member: ReactNode }) {
  const { status } = useSession();
  return <>{status === 'signedIn' ? member : visitor}</>;
}
