import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { styled } from 'styled-components';
import { useDateFormat } from '@matrimony/ui/date-format';
import {
  SUPPORT_MESSAGES,
  TICKET_FORM_ERRORS,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_STATUSES
} from '@matrimony/catalog/support';
import { asProblem, problemMessage } from '@matrimony/session';
import { Badge, Button, Card, PageMeta, TextArea } from '@matrimony/ui';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { useReplyByLinkMutation, useTicketByLinkQuery, type LinkedTicket } from '../api/help-desk';
import { Container } from '../shared/Container';
import { PublicFooter } from '../shared/PublicFooter';
import { LinkedThread } from './LinkedThread';
import { linkPageState } from './link-page-state';
import { useSupportTicketT } from './messages';

const Page = styled.article`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(14)};
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space(5)};
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function ReplyBox({ token, ticket }: { token: string; ticket: LinkedTicket }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [reply, { isLoading }] = useReplyByLinkMutation();
  const t = useSupportTicketT();
  const catalogText = useCatalogText();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!text.trim()) {
      setError(catalogText(TICKET_FORM_ERRORS.message));
      document.getElementById('link-reply')?.focus();
      return;
    }
    setError(undefined);
    try {
      await reply({ token, text: text.trim() }).unwrap();
      setText('');
    } catch (caught) {
      const problem = asProblem(caught);
      if (problem?.errors.text) setError(catalogText(problem.errors.text));
      else {
        const message = problemMessage(caught);
        setFailure(
          message.description
            ? `${catalogText(message.title)}. ${catalogText(message.description)}`
            : catalogText(message.title)
        );
      }
    }
  };

  return (
    <Card as="section" aria-labelledby="link-reply-heading">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 id="link-reply-heading" style={{ marginTop: 0 }}>
          {t('supportTicket.reply.title')}
        </h2>
        <TextArea
          id="link-reply"
          label={t('supportTicket.reply.label')}
          rows={4}
          value={text}
          maxLength={TICKET_MESSAGE_MAX_LENGTH}
          hint={
            ticket.status === 'resolved'
              ? t('supportTicket.reply.reopens', { closed: catalogText(SUPPORT_MESSAGES.ticketClosed.title) })
              : t('supportTicket.reply.byEmail')
          }
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
          error={error}
          required
        />
        {failure ? (
          <p role="alert" style={{ marginTop: 0 }}>
            {failure}
          </p>
        ) : null}
        <Button type="submit" busy={isLoading} busyLabel={t('supportTicket.reply.sending')}>
          {t('supportTicket.reply.send')}
        </Button>
      </form>
    </Card>
  );
}

export function Ticket({ token, ticket }: { token: string; ticket: LinkedTicket }) {
  const t = useSupportTicketT();
  const { formatDateTime } = useDateFormat();
  const text = useCatalogText();
  const status = text(TICKET_STATUSES.find((entry) => entry.id === ticket.status)?.label ?? ticket.status);
  const open = ticket.status !== 'resolved';
  return (
    <>
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <h1>{ticket.subject}</h1>
        <Muted>
          {t('supportTicket.number', { number: ticket.number })} ·{' '}
          <Badge $tone={open ? 'accent' : 'success'}>{status}</Badge>
        </Muted>
        {open && ticket.replyDueBy ? (
          <Muted>{t('supportTicket.replyDue', { date: formatDateTime(ticket.replyDueBy) })}</Muted>
        ) : null}
        {open && ticket.resolveBy ? (
          <Muted>{t('supportTicket.resolveBy', { date: formatDateTime(ticket.resolveBy) })}</Muted>
        ) : null}
      </div>
      <LinkedThread messages={ticket.messages} />
      <ReplyBox token={token} ticket={ticket} />
    </>
  );
}

export function LinkInvalid() {
  const t = useSupportTicketT();
  const text = useCatalogText();
  return (
    <>
      <h1>{text(SUPPORT_MESSAGES.ticketLinkInvalid.title)}</h1>
      <p>{text(SUPPORT_MESSAGES.ticketLinkInvalid.description)}</p>
      <p>
        <Link to="/contact">{t('supportTicket.contact')}</Link>
      </p>
    </>
  );
}

/**
 * /support-ticket?token=…: the ticket a visitor's e-mail link names, with its thread and a reply box. The thread is
 * the visitor's own data, read in the browser only: the server-rendered page (and the first render) shows no ticket.
 */
export default function SupportTicketPage() {
  const t = useSupportTicketT();
  const text = useCatalogText();
  const [params] = useSearchParams();
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const token = params.get('token') ?? '';
  const result = useTicketByLinkQuery(inBrowser && token ? token : skipToken);

  const state = linkPageState({ inBrowser, token, result });
  let body;
  if (state === 'ticket' && result.data) body = <Ticket token={token} ticket={result.data} />;
  else if (state === 'invalid') body = <LinkInvalid />;
  else if (state === 'failed') {
    const message = problemMessage(result.error);
    body = (
      <>
        <h1>{t('supportTicket.meta.title')}</h1>
        <p role="alert">{text(message.description ?? message.title)}</p>
      </>
    );
  } else
    body = (
      <>
        <h1>{t('supportTicket.meta.title')}</h1>
        <CardSkeleton lines={4} label={t('supportTicket.opening')} />
      </>
    );

  return (
    <>
      <PageMeta
        title={t('supportTicket.meta.title')}
        description={t('supportTicket.meta.description')}
        path="/support-ticket"
        robots="noindex"
      />
      <Page>
        <Container $narrow>{body}</Container>
      </Page>
      <PublicFooter />
    </>
  );
}
