import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { styled } from 'styled-components';
import { formatDateTime } from '@matrimony/catalog/date-format';
import {
  SUPPORT_MESSAGES,
  TICKET_FORM_ERRORS,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_STATUSES
} from '@matrimony/catalog/support';
import { asProblem, problemMessage } from '@matrimony/session';
import { Badge, Button, Card, PageMeta, TextArea } from '@matrimony/ui';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { useReplyByLinkMutation, useTicketByLinkQuery, type LinkedTicket } from '../api/help-desk';
import { Container } from '../shared/Container';
import { PublicFooter } from '../shared/PublicFooter';
import { LinkedThread } from './LinkedThread';
import { linkPageState } from './link-page-state';

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!text.trim()) {
      setError(TICKET_FORM_ERRORS.message);
      document.getElementById('link-reply')?.focus();
      return;
    }
    setError(undefined);
    try {
      await reply({ token, text: text.trim() }).unwrap();
      setText('');
    } catch (caught) {
      const problem = asProblem(caught);
      if (problem?.errors.text) setError(problem.errors.text);
      else {
        const message = problemMessage(caught);
        setFailure(message.description ? `${message.title}. ${message.description}` : message.title);
      }
    }
  };

  return (
    <Card as="section" aria-labelledby="link-reply-heading">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 id="link-reply-heading" style={{ marginTop: 0 }}>
          Reply
        </h2>
        <TextArea
          id="link-reply"
          label="Your reply"
          rows={4}
          value={text}
          maxLength={TICKET_MESSAGE_MAX_LENGTH}
          hint={
            ticket.status === 'resolved'
              ? `${SUPPORT_MESSAGES.ticketClosed.title}: replying opens it again.`
              : 'We answer by e-mail too.'
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
        <Button type="submit" busy={isLoading} busyLabel="Sending...">
          Send reply
        </Button>
      </form>
    </Card>
  );
}

export function Ticket({ token, ticket }: { token: string; ticket: LinkedTicket }) {
  const status = TICKET_STATUSES.find((entry) => entry.id === ticket.status)?.label ?? ticket.status;
  const open = ticket.status !== 'resolved';
  return (
    <>
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <h1>{ticket.subject}</h1>
        <Muted>
          Ticket {ticket.number} · <Badge $tone={open ? 'accent' : 'success'}>{status}</Badge>
        </Muted>
        {open && ticket.replyDueBy ? <Muted>Reply due by {formatDateTime(ticket.replyDueBy)}</Muted> : null}
        {open && ticket.resolveBy ? (
          <Muted>Grievance to be resolved by {formatDateTime(ticket.resolveBy)}</Muted>
        ) : null}
      </div>
      <LinkedThread messages={ticket.messages} />
      <ReplyBox token={token} ticket={ticket} />
    </>
  );
}

export function LinkInvalid() {
  return (
    <>
      <h1>{SUPPORT_MESSAGES.ticketLinkInvalid.title}</h1>
      <p>{SUPPORT_MESSAGES.ticketLinkInvalid.description}</p>
      <p>
        <Link to="/contact">Write to us on the Contact page</Link>
      </p>
    </>
  );
}

/**
 * /support-ticket?token=…: the ticket a visitor's e-mail link names, with its thread and a reply box. The thread is
 * the visitor's own data, read in the browser only: the server-rendered page (and the first render) shows no ticket.
 */
export default function SupportTicketPage() {
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
        <h1>Your ticket</h1>
        <p role="alert">{message.description ?? message.title}</p>
      </>
    );
  } else
    body = (
      <>
        <h1>Your ticket</h1>
        <CardSkeleton lines={4} label="Opening your ticket..." />
      </>
    );

  return (
    <>
      <PageMeta
        title="Your ticket"
        description="Your message to our support team and our replies."
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
