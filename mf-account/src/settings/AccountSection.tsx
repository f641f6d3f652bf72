import { Link } from 'react-router-dom';
import { Muted } from '../shared/styles';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SettingsSection } from './SettingsSection';

/**
 * Account: the password. The mobile number and e-mail are not shown (they leave the services only through the
 * contact endpoint), and no page changes them yet: the member is told whom to ask.
 */
export function AccountSection() {
  return (
    <SettingsSection id="account">
      <Muted>
        You sign in with your mobile number and password; security notices go to your e-mail address. To keep them private, neither is shown here.
        To change your mobile number or e-mail address, <Link to="/contact">contact us</Link>.
      </Muted>
      <ChangePasswordForm />
    </SettingsSection>
  );
}
