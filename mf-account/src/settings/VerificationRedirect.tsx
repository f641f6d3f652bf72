import { Navigate } from 'react-router-dom';

/**
 * /settings/verification, the address other pages give for verifying (the dashboard's checks still to do): the
 * Verification section of /settings, which the page scrolls to and focuses.
 */
export default function VerificationRedirect() {
  return <Navigate replace to={{ pathname: '/settings', hash: 'verification' }} />;
}
