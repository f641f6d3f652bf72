import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Card, PageMeta, buttonStyles, type ButtonStyleProps } from '@matrimony/ui';
import { CONTACT_CHANGE_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { useSession } from '@matrimony/session';
import { createIdentityApi } from '../api/identity';
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
      ? { to: '/settings#account', label: 'Go to Settings' }
      : { to: '/signin', label: 'Go to Sign In' };
  return (
    <Page>
      <PageMeta
        title="Confirm E-mail"
        description="Confirm the new e-mail address of your matrimony account."
        path="/confirm-email"
        robots="noindex"
      />
      <Card>
        <div aria-live="polite">
          {view.kind === 'checking' ? <p>Checking your link...</p> : null}
          {view.kind === 'invalid' ? (
            <Form as="div">
              <h1>{CONTACT_CHANGE_MESSAGES.invalidEmailLink.title}</h1>
              <p>{CONTACT_CHANGE_MESSAGES.invalidEmailLink.description}</p>
              <NextLink to={next.to} $fullWidth>
                {next.label}
              </NextLink>
            </Form>
          ) : null}
          {view.kind === 'unavailable' ? (
            <Form as="div" role="alert">
              <h1>{view.message.title}</h1>
              {view.message.description ? <p>{view.message.description}</p> : null}
            </Form>
          ) : null}
          {view.kind === 'done' ? (
            <Form as="div" role="status">
              <h1>{CONTACT_CHANGE_MESSAGES.emailChanged.title}</h1>
              <p>{view.email} is now the e-mail address of your account. Security notices now go there.</p>
              <NextLink to={next.to} $fullWidth>
                {next.label}
              </NextLink>
            </Form>
          ) : null}
        </div>
        {view.kind === 'ready' ? (
          <Form as="div">
            <h1>Confirm your new e-mail</h1>
            <p>
              Use <strong>{view.email}</strong> as the e-mail address of your account? Security notices and
              other e-mails will go there.
            </p>
            {failure ? (
              <Failure role="alert">
                <strong>{failure.title}</strong> {failure.description}
              </Failure>
            ) : null}
            <Button
              type="button"
              onClick={() => void confirm()}
              busy={busy}
              busyLabel="Confirming..."
              fullWidth
            >
              Confirm this e-mail
            </Button>
          </Form>
        ) : null}
      </Card>
    </Page>
  );
}
