import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { asProblem, problemMessage, useSession } from '@matrimony/session';
import { Button, toast } from '@matrimony/ui';
import { Dialog } from '@matrimony/ui/dialog';
import { PasswordField } from '@matrimony/ui/password-field';
import { RefusalNotice, useRefusal } from '@matrimony/ui/refusal';
import { deleteAccount } from '../../api/identity';
import { Actions } from '../../shared/styles';
import { useSettingsT, type SettingsMessageId } from '../messages';
import { Notice } from '../Notice';

const ERASED: readonly SettingsMessageId[] = [
  'settings.delete.erased.profile',
  'settings.delete.erased.interests',
  'settings.delete.erased.notifications',
  'settings.delete.erased.premium',
  'settings.delete.erased.signIn'
];

/** "Delete my account": says what is erased, asks for the password, and on success signs out to the landing page. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<UserMessage>();
  const [busy, setBusy] = useState(false);
  const tooSoon = useRefusal();
  const t = useSettingsT();

  const close = () => {
    if (busy) return;
    setPassword('');
    setFieldError(undefined);
    setFailure(undefined);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!password) {
      setFieldError(t('settings.delete.passwordNeeded'));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await deleteAccount(password);
    } catch (error) {
      const problem = asProblem(error);
      setBusy(false);
      if (tooSoon.refuse(problem)) return;
      if (problem?.errors.password) setFieldError(problem.errors.password);
      else setFailure(problemMessage(error));
      return;
    }
    // The account is gone, and its sessions with it: end this one here whatever the server says about it.
    await signOut('idle');
    navigate('/');
    toast({ ...ACCOUNT_MESSAGES.accountDeleted, variant: 'success' });
  };

  return (
    <Dialog open={open} onClose={close} title={t('settings.delete.title')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <p style={{ marginTop: 0 }}>{t('settings.delete.cannotUndo')}</p>
        <ul>
          {ERASED.map((line) => (
            <li key={line}>{t(line)}</li>
          ))}
        </ul>
        <p>{t('settings.delete.noSecondWelcome')}</p>
        <PasswordField
          id="delete-account-password"
          label={t('settings.delete.password')}
          hint={t('settings.delete.passwordHint')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError}
          required
        />
        {failure ? (
          <div style={{ marginBottom: '1rem' }}>
            <Notice tone="danger" message={failure} />
          </div>
        ) : null}
        <RefusalNotice refusal={tooSoon} />
        <Actions style={{ justifyContent: 'flex-end' }}>
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t('settings.delete.keep')}
          </Button>
          <Button
            type="submit"
            variant="danger"
            busy={busy}
            busyLabel={t('settings.delete.busy')}
            disabled={tooSoon.waiting}
          >
            {t('settings.delete.heading')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
