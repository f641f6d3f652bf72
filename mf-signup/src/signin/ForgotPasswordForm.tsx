import { useState, type FormEvent } from 'react';
import { Button, TextField, toast } from '@matrimony/ui';
import { PASSWORD_RESET_MESSAGES, withDetail } from '@matrimony/catalog/messages';
import { ApiProblem, asProblem } from '@matrimony/session';
import { RefusalNotice, useRefusal } from '@matrimony/ui/refusal';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { createIdentityApi } from '../api/identity';
import { useSignupT } from '../shared/messages';
import { checkResetRequest } from './reset-request';
import { type FieldErrors } from './sign-in-form';
import { Form } from '../shared/styles';

/** "Forgot Password?": asks for the e-mail and has svc-identity send a reset link. */
export default function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useSignupT();
  const text = useCatalogText();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const tooSoon = useRefusal();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkResetRequest({ email });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await createIdentityApi().requestPasswordReset(checked.value.email);
      toast({ ...PASSWORD_RESET_MESSAGES.resetEmailSent, variant: 'success' });
      onBack();
    } catch (error) {
      if (tooSoon.refuse(asProblem(error))) return;
      const detail = error instanceof ApiProblem ? error.detail : undefined;
      toast({ ...withDetail(PASSWORD_RESET_MESSAGES.requestFailed, detail), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate>
      <h1>{t('signin.forgotForm.title')}</h1>
      <p>{t('signin.forgotForm.lead')}</p>
      <TextField
        id="reset-email"
        label={t('signin.forgotForm.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email && text(errors.email)}
        required
      />
      <RefusalNotice refusal={tooSoon} />
      <Button
        type="submit"
        busy={busy}
        busyLabel={t('signin.forgotForm.sending')}
        disabled={tooSoon.waiting}
        fullWidth
      >
        {t('signin.forgotForm.send')}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        {t('signin.forgotForm.back')}
      </Button>
    </Form>
  );
}
