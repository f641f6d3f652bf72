import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Card, PageMeta, buttonStyles, type ButtonStyleProps } from '@matrimony/ui';
import { CONTACT_CHANGE_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { useSession } from '@matrimony/session';
import { createIdentityApi } from '../api/identity';
import { rich } from '@matrimony/i18n/react';
import { useSignupT } from '../shared/messages';
import { useUserMessage } from '../shared/user-message';
import { Form, Page } from '../shared/styles';
import { linkFailure, linkToken } from './confirm-link';

const NextLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

type View =
  | { kind: 'checking' }
  | { kind: 'ready'; email: string }
  | { kind: 'invalid' }
  | { kind: 'done'; email: string }
  | { kind: 'unavailable'; message: UserMessage };

/**
 * /confirm-email#token=...: the link from the e-mail sent to a new address. Opening it changes nothing (mail scanners
 * open links): the page shows the address and the member confirms with a button (POST).
 */
export default function ConfirmEmailPage() {
  const { hash } = useLocation();
  const t = useSignupT();
  const say = useUserMessage();
  const identity = useMemo(() => createIdentityApi(), []);
  const { status } = useSession();
  // Read once: the fragment is then dropped from the address bar (and so from history and screenshots).
  const [token] = useState(() => linkToken(hash));
  useEffect(() => {
    if (hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [hash]);
  const [view, setView] = useState<View>(token ? { kind: 'checking' } : { kind: 'invalid' });
  const [failure, setFailure] = useState<UserMessage>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    identity.previewEmailChange(token).then(
      (preview) => setView({ kind: 'ready', email: preview.email }),
      (error: unknown) => {
        const outcome = linkFailure(error);
        setView(
          outcome.kind === 'invalidLink'
            ? { kind: 'invalid' }
            : { kind: 'unavailable', message: outcome.message }
        );
      }
    );
  }, [identity, token]);

  const confirm = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      const done = await identity.confirmEmailChange(token!);
      setView({ kind: 'done', email: done.email });
    } catch (error) {
      const outcome = linkFailure(error);
      if (outcome.kind === 'invalidLink') setView({ kind: 'invalid' });
      else setFailure(outcome.message);
    } finally {
      setBusy(false);
    }
  };

  const next =
    status === 'signedIn'
      ? { to: '/settings#account', label: t('confirmEmail.goToSettings') }
      : { to: '/signin', label: t('confirmEmail.goToSignIn') };
  const invalidLink = say(CONTACT_CHANGE_MESSAGES.invalidEmailLink);
  const shownFailure = failure && say(failure);
  return (
    <Page>
      <PageMeta
        title={t('confirmEmail.meta.title')}
        description={t('confirmEmail.meta.description')}
        path="/confirm-email"
        robots="noindex"
      />
      <Card>
        <div aria-live="polite">
          {view.kind === 'checking' ? <p>{t('confirmEmail.checking')}</p> : null}
          {view.kind === 'invalid' ? (
            <Form as="div">
              <h1>{invalidLink.title}</h1>
              <p>{invalidLink.description}</p>
              <NextLink to={next.to} $fullWidth>
                {next.label}
              </NextLink>
            </Form>
          ) : null}
          {view.kind === 'unavailable' ? (
            <Form as="div" role="alert">
              <h1>{say(view.message).title}</h1>
              {view.message.description ? <p>{say(view.message).description}</p> : null}
            </Form>
          ) : null}
          {view.kind === 'done' ? (
            <Form as="div" role="status">
              <h1>{say(CONTACT_CHANGE_MESSAGES.emailChanged).title}</h1>
              <p>{t('confirmEmail.done', { email: view.email })}</p>
              <NextLink to={next.to} $fullWidth>
                {next.label}
              </NextLink>
            </Form>
          ) : null}
        </div>
        {view.kind === 'ready' ? (
          <Form as="div">
            <h1>{t('confirmEmail.title')}</h1>
            <p>
              {rich(t('confirmEmail.question', { email: view.email }), {
                strong: (email) => <strong>{email}</strong>
              })}
            </p>
            {shownFailure ? (
              <Failure role="alert">
                <strong>{shownFailure.title}</strong> {shownFailure.description}
              </Failure>
            ) : null}
            <Button
              type="button"
              onClick={() => void confirm()}
              busy={busy}
              busyLabel={t('confirmEmail.confirming')}
              fullWidth
            >
              {t('confirmEmail.confirm')}
            </Button>
          </Form>
        ) : null}
      </Card>
    </Page>
  );
}
