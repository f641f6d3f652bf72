import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { PASSWORD_MIN_LENGTH } from '@matrimony/catalog/constants';
import { ACCOUNT_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { asProblem, tokenSetFrom, useSession } from '@matrimony/session';
import { Button } from '@matrimony/ui';
import { PasswordField } from '@matrimony/ui/password-field';
import { RefusalNotice, useRefusal } from '@matrimony/ui/refusal';
import { changePassword, type NewSession } from '../../api/identity';
import {
  changeFailure,
  checkPasswordForm,
  PASSWORD_FIELDS,
  type PasswordErrors,
  type PasswordField as Field
} from './change-password';
import { useSettingsT } from '../messages';
import { Notice } from '../Notice';
import { SubSection } from '../SettingsSection';

const Form = styled.form`
  display: grid;
  max-width: 28rem;
  & > button {
    justify-self: start;
  }
  & > [role='alert'],
  & > [role='status'] {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const fieldId = (field: Field) => `settings-${field}`;

/** Account, "Change password": the current password, the new one twice. On success this tab keeps a new session. */
export function ChangePasswordForm() {
  const { startWithTokens } = useSession();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [failure, setFailure] = useState<UserMessage>();
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const tooSoon = useRefusal();
  const t = useSettingsT();

  const showErrors = (next: PasswordErrors) => {
    setErrors(next);
    const first = PASSWORD_FIELDS.find((field) => next[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    setChanged(false);
    const checked = checkPasswordForm(values);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    setBusy(true);
    let session: NewSession;
    try {
      session = await changePassword(checked.body.currentPassword, checked.body.newPassword);
    } catch (error) {
      setBusy(false);
      if (tooSoon.refuse(asProblem(error))) return;
      const refused = changeFailure(error);
      showErrors(refused.errors);
      setFailure(refused.message);
      return;
    }
    setValues(EMPTY);
    try {
      // Every session ended with the change, this one too: the tab (and the member's other tabs) take the new one.
      await startWithTokens(tokenSetFrom(session), 'signIn');
      setChanged(true);
    } catch (_error) {
      setFailure(ACCOUNT_MESSAGES.passwordChangedSignInAgain);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      id={fieldId(name)}
      label={label}
      hint={hint}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={errors[name]}
      required
    />
  );

  return (
    <SubSection aria-labelledby="change-password-heading">
      <h3 id="change-password-heading">{t('settings.password.heading')}</h3>
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        {field('currentPassword', t('settings.password.current'), 'current-password')}
        {field(
          'newPassword',
          t('settings.password.new'),
          'new-password',
          t('settings.password.newHint', { min: PASSWORD_MIN_LENGTH })
        )}
        {field('confirmPassword', t('settings.password.confirm'), 'new-password')}
        {failure ? <Notice tone="danger" message={failure} /> : null}
        {changed ? <Notice tone="success" message={ACCOUNT_MESSAGES.passwordChanged} /> : null}
        <RefusalNotice refusal={tooSoon} />
        <Button type="submit" busy={busy} busyLabel={t('settings.password.busy')} disabled={tooSoon.waiting}>
          {t('settings.password.submit')}
        </Button>
      </Form>
    </SubSection>
  );
}
