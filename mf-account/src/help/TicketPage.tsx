import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDateFormat } from '@matrimony/ui/date-format';
import { type UserMessage } from '@matrimony/catalog/messages';
import {
  SUPPORT_MESSAGES,
  TICKET_CATEGORIES,
  TICKET_FORM_ERRORS,
  TICKET_MESSAGE_MAX_LENGTH
} from '@matrimony/catalog/support';
import { asProblem, problemMessage } from '@matrimony/session';
import { Button, Card, PageMeta, TextArea } from '@matrimony/ui';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { EmptyState } from '@matrimony/ui/empty-state';
import {
  useCloseMyTicketMutation,
  useMyTicketQuery,
  useReplyToMyTicketMutation,
  type MyTicket
} from '../api/help-tickets-api';
import { ActionLink, Actions, Muted } from '../shared/styles';
import { Callout, HeadingRow, HelpPage } from './help-styles';
import { StatusChip } from './StatusChip';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { useHelpDeskT } from './messages';
import { TicketMessages } from './TicketMessages';

function ReplyBox({ ticket }: { ticket: MyTicket }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<UserMessage>();
  const [reply, replying] = useReplyToMyTicketMutation();
  const [close, closing] = useCloseMyTicketMutation();
  const resolved = ticket.status === 'resolved';
  const t = useHelpDeskT();
  const catalog = useCatalogText();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!text.trim()) {
      setError(TICKET_FORM_ERRORS.message);
      document.getElementById('ticket-reply')?.focus();
      return;
    }
    setError(undefined);
    try {
      await reply({ number: ticket.number, text: text.trim() }).unwrap();
      setText('');
    } catch (caught) {
      const problem = asProblem(caught);
      if (problem?.errors.text) setError(problem.errors.text);
      else setFailure(problemMessage(caught));
    }
  };

  const onClose = async () => {
    setFailure(undefined);
    try {
      await close({ number: ticket.number }).unwrap();
    } catch (caught) {
      setFailure(problemMessage(caught));
    }
  };

  return (
    <Card as="section" aria-labelledby="ticket-reply-heading">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 id="ticket-reply-heading" style={{ marginTop: 0 }}>
          {t('helpDesk.reply.heading')}
        </h2>
        <TextArea
          id="ticket-reply"
          label={t('helpDesk.reply.label')}
          rows={4}
          value={text}
          maxLength={TICKET_MESSAGE_MAX_LENGTH}
          hint={
            resolved
              ? t('helpDesk.reply.reopens', { closed: catalog(SUPPORT_MESSAGES.ticketClosed.title) })
              : undefined
          }
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
          error={error}
          required
        />
        {failure ? (
          <Callout role="alert" $tone="danger" style={{ marginBottom: '1rem' }}>
            <p>
              <strong>{catalog(failure.title)}</strong>
              {failure.description ? ` ${catalog(failure.description)}` : null}
            </p>
          </Callout>
        ) : null}
        <Actions>
          <Button type="submit" busy={replying.isLoading} busyLabel={t('helpDesk.sending')}>
            {t('helpDesk.reply.send')}
          </Button>
          {resolved ? null : (
            <Button
              type="button"
              variant="secondary"
              busy={closing.isLoading}
              busyLabel={t('helpDesk.saving')}
              onClick={() => void onClose()}
            >
              {t('helpDesk.reply.resolve')}
            </Button>
          )}
        </Actions>
      </form>
    </Card>
  );
}

function Ticket({ ticket }: { ticket: MyTicket }) {
  const category = TICKET_CATEGORIES.find((entry) => entry.id === ticket.category)?.label;
  const open = ticket.status !== 'resolved';
  const t = useHelpDeskT();
  const { formatDateTime } = useDateFormat();
  const text = useCatalogText();
  return (
    <>
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <HeadingRow>
          <h1>{ticket.subject}</h1>
          <StatusChip status={ticket.status} />
        </HeadingRow>
        <Muted>
          {t('helpDesk.ticket.number', { number: ticket.number })}
          {category ? ` · ${text(category)}` : ''}
          {ticket.kind === 'grievance' ? ` · ${t('helpDesk.ticket.grievance')}` : ''}
          {ticket.receiptNumber ? ` · ${t('helpDesk.ticket.receipt', { number: ticket.receiptNumber })}` : ''}
        </Muted>
        {open && ticket.replyDueBy ? (
          <Muted>{t('helpDesk.ticket.replyDue', { when: formatDateTime(ticket.replyDueBy) })}</Muted>
        ) : null}
        {open && ticket.resolveBy ? (
          <Muted>{t('helpDesk.ticket.resolveBy', { when: formatDateTime(ticket.resolveBy) })}</Muted>
        ) : null}
      </div>
      <TicketMessages messages={ticket.messages} />
      <ReplyBox ticket={ticket} />
      <Muted>
        <Link to="/help/tickets">{t('helpDesk.ticket.back')}</Link>
      </Muted>
    </>
  );
}

/** Another member's ticket, one that does not exist, or an address that is no ticket number. */
function isMissing(error: unknown): boolean {
  const problem = asProblem(error);
  return problem?.status === 404 || problem?.code === 'validation_failed';
}

/** /help/tickets/:number: one of the member's tickets with its thread, a reply box and "Mark as resolved". */
export default function TicketPage() {
  const { number = '' } = useParams();
  const result = useMyTicketQuery(number);
  const t = useHelpDeskT();
  const text = useCatalogText();
  let body;
  if (result.data) body = <Ticket ticket={result.data} />;
  else if (result.isLoading) body = <CardSkeleton lines={6} label={t('helpDesk.ticket.loading')} />;
  else if (isMissing(result.error))
    body = (
      <>
        <h1>{t('helpDesk.ticket.number', { number })}</h1>
        <EmptyState
          title={text(SUPPORT_MESSAGES.ticketNotFound.title)}
          description={text(SUPPORT_MESSAGES.ticketNotFound.description)}
          action={<ActionLink to="/help/tickets">{t('helpDesk.ticket.back')}</ActionLink>}
        />
      </>
    );
  else {
    const message = problemMessage(result.error);
    body = (
      <>
        <h1>{t('helpDesk.ticket.number', { number })}</h1>
        <p role="alert">{text(message.description ?? message.title)}</p>
      </>
    );
  }
  return (
    <HelpPage>
      <PageMeta
        title={result.data ? t('helpDesk.ticket.number', { number }) : t('helpDesk.ticket.title')}
        description={t('helpDesk.ticket.description')}
        path={`/help/tickets/${number}`}
        robots="noindex"
      />
      {body}
    </HelpPage>
  );
}
