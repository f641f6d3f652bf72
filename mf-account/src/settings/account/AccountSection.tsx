import { Muted } from '../../shared/styles';
import { useSettingsT } from '../messages';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangeMobileForm } from './ChangeMobileForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { QueryFailed } from '../QueryFailed';
import { SettingsSection } from '../SettingsSection';
import { useAccount } from './use-account';

/**
 * Account: the e-mail address (security notices go there), the mobile number (the member signs in with it) and the
 * password. The address and number show masked: enough to recognise, nothing for someone looking over a shoulder.
 */
export function AccountSection() {
  const { state, reload } = useAccount();
  const t = useSettingsT();
  return (
    <SettingsSection id="account">
      <Muted>{t('settings.account.intro')}</Muted>
      {state.kind === 'failed' ? (
        <QueryFailed what={t('settings.account.failedWhat')} error={state.error} retry={reload} />
      ) : null}
      {state.kind === 'loaded' ? (
        <>
          <ChangeEmailForm current={state.account.email} />
          <ChangeMobileForm current={state.account.mobile} onChanged={reload} />
        </>
      ) : null}
      <ChangePasswordForm />
    </SettingsSection>
  );
}
