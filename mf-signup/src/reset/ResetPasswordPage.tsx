import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Card, PageMeta, buttonStyles, toast, type ButtonStyleProps } from '@matrimony/ui';
import { PasswordField } from '@matrimony/ui/password-field';
import { REDIRECT_AFTER_PASSWORD_RESET_MS, SUCCESS_NOTICE_DURATION_MS } from '@matrimony/catalog/constants';
import { PASSWORD_RESET_MESSAGES } from '@matrimony/catalog/messages';
import { asProblem } from '@matrimony/session';
import { RefusalNotice, useRefusal } from '@matrimony/ui/refusal';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { createIdentityApi } from '../api/identity';
import { useSignupT } from '../shared/messages';
import { useUserMessage } from '../shared/user-message';
import { Form, Page } from '../shared/styles';
import { checkNewPassword, resetFailure, resetToken, type ResetFieldErrors } from './reset-form';

const SignInLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

type View = 'form' | 'invalid' | 'done';

function InvalidLink() {
  const t = useSignupT();
  const say = useUserMessage();
  const invalid = say(PASSWORD_RESET_MESSAGES.invalidResetLink);
  return (
    <Form as="div">
      <h1>{invalid.title}</h1>
      <p>{invalid.description}</p>
      <SignInLink to="/signin" $fullWidth>
        {t('reset.goToSignIn')}
      </SignInLink>
    </Form>
  );
}

/** /reset-password#token=...: the link from the reset e-mail. */
export default function ResetPasswordPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const t = useSignupT();
  const text = useCatalogText();
  const identity = useMemo(() => createIdentityApi(), []);
  // Read once: the fragment is then dropped from the address bar (and so from history and screenshots).
  const [token] = useState(() => resetToken(hash));
  useEffect(() => {
    if (hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [hash]);
  const [view, setView] = useState<View>(token ? 'form' : 'invalid');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<ResetFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const tooSoon = useRefusal();

  useEffect(() => {
    if (view !== 'done') return undefined;
    const timer = window.setTimeout(() => navigate('/signin'), REDIRECT_AFTER_PASSWORD_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [view, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNewPassword({ password, confirmPassword });
    if (!checked.ok) {
      setErrors(checked.errors);
      toast({ ...checked.message, variant: 'destructive' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await identity.confirmPasswordReset(token!, checked.password);
      toast({
        ...PASSWORD_RESET_MESSAGES.resetSucceeded,
        variant: 'success',
        durationMs: SUCCESS_NOTICE_DURATION_MS
      });
      setView('done');
    } catch (error) {
      if (tooSoon.refuse(asProblem(error))) return;
      const failure = resetFailure(error);
      if (failure.kind === 'invalidLink') {
        toast({ ...PASSWORD_RESET_MESSAGES.invalidResetLink, variant: 'destructive' });
        setView('invalid');
      } else {
        toast({ ...failure.message, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageMeta
        title={t('reset.meta.title')}
        description={t('reset.meta.description')}
        path="/reset-password"
        robots="noindex"
      />
      <Card>
        {view === 'invalid' ? <InvalidLink /> : null}
        {view === 'done' ? (
          <Form as="div" role="status">
            <h1>{text(PASSWORD_RESET_MESSAGES.resetSucceeded.title)}</h1>
            <p>{t('reset.done')}</p>
          </Form>
        ) : null}
        {view === 'form' ? (
          <Form onSubmit={(event) => void onSubmit(event)} noValidate>
            <h1>{t('reset.title')}</h1>
            <PasswordField
              id="reset-password"
              label={t('reset.password')}
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password && text(errors.password)}
              required
            />
            <PasswordField
              id="reset-confirm-password"
              label={t('reset.confirmPassword')}
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
              error={errors.confirmPassword && text(errors.confirmPassword)}
              required
            />
            <RefusalNotice refusal={tooSoon} />
            <Button
              type="submit"
              busy={busy}
              busyLabel={t('reset.resetting')}
              disabled={tooSoon.waiting}
              fullWidth
            >
              {t('reset.submit')}
            </Button>
          </Form>
        ) : null}
      </Card>
    </Page>
  );
}
