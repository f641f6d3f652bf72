import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Card, PageMeta, TextField, toast } from '@matrimony/ui';
import { PasswordField } from '@matrimony/ui/password-field';
import { SESSION_MESSAGES } from '@matrimony/catalog/messages';
import { mobileInputValue } from '@matrimony/catalog/input-rules';
import { asProblem, useSession } from '@matrimony/session';
import { RefusalNotice, useRefusal } from '@matrimony/ui/refusal';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { createIdentityApi } from '../api/identity';
import { useSignupT } from '../shared/messages';
import { solveCaptcha } from '../shared/captcha';
import { checkSignIn, signInFailureMessage, signInWithProofIfAsked, type FieldErrors } from './sign-in-form';
import { signInPathWithForgot } from '../shared/paths';
import { Form, Page } from '../shared/styles';

// Opened by few visitors and it needs zod (e-mail rule): loaded on demand, not with the page.
const ForgotPasswordForm = lazy(() => import('./ForgotPasswordForm'));

const Row = styled.p`
  margin: 0;
  text-align: center;
`;

const ForgotLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  justify-self: end;
`;

/**
 * Sign in with mobile number and password. On success the shell's guard moves the member on to
 * the page they wanted (or /dashboard): this page only starts the session.
 */
export default function SignInPage() {
  const { signIn } = useSession();
  const t = useSignupT();
  const text = useCatalogText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const forgot = params.get('forgot') === 'true';
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const tooSoon = useRefusal();
  const timedOut = params.get('timeout') === 'true';

  useEffect(() => {
    if (timedOut) toast({ ...SESSION_MESSAGES.sessionExpired, variant: 'destructive' });
  }, [timedOut]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSignIn({ mobile, password });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await signInWithProofIfAsked(signIn, checked.value, async () =>
        solveCaptcha(await createIdentityApi().signInChallenge(checked.value.mobile))
      );
    } catch (error) {
      if (!tooSoon.refuse(asProblem(error)))
        toast({ ...signInFailureMessage(error), variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageMeta
        title={t('signin.meta.title')}
        description={t('signin.meta.description')}
        path="/signin"
        robots="noindex"
      />
      <Card>
        {forgot ? (
          <Suspense fallback={<p role="status">{t('signin.loading')}</p>}>
            <ForgotPasswordForm
              onBack={() => navigate(signInPathWithForgot(params, false), { replace: true })}
            />
          </Suspense>
        ) : (
          <Form onSubmit={onSubmit} noValidate>
            <h1>{t('signin.title')}</h1>
            <TextField
              id="signin-mobile"
              label={t('signin.mobile')}
              inputMode="numeric"
              autoComplete="tel-national"
              value={mobile}
              onChange={(event) => setMobile(mobileInputValue(event.target.value))}
              error={errors.mobile && text(errors.mobile)}
              required
            />
            <PasswordField
              id="signin-password"
              label={t('signin.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password && text(errors.password)}
              required
            />
            <ForgotLink to={signInPathWithForgot(params, true)}>{t('signin.forgot')}</ForgotLink>
            <RefusalNotice refusal={tooSoon} />
            <Button
              type="submit"
              busy={busy}
              busyLabel={t('signin.signingIn')}
              disabled={tooSoon.waiting}
              fullWidth
            >
              {t('signin.submit')}
            </Button>
            <Row>
              {t('signin.noAccount')} <Link to="/signup">{t('signin.signUp')}</Link>
            </Row>
          </Form>
        )}
      </Card>
    </Page>
  );
}
