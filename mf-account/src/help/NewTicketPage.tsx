import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@matrimony/ui';
import type { TicketOpened } from '../api/help-tickets-api';
import { ActionLink, Actions, Muted } from '../shared/styles';
import { Callout, HelpPage } from './help-styles';
import { TicketForm } from './TicketForm';

/** After sending: the ticket number and when we will reply (the service's words: 4 hours for Premium). */
function Opened({ opened }: { opened: TicketOpened }) {
  return (
    <Callout role="status" $tone="success">
      <h2 style={{ margin: 0 }}>{opened.title}</h2>
      <p>{opened.description}</p>
      <Actions>
        <ActionLink to={`/help/tickets/${opened.number}`}>Open ticket {opened.number}</ActionLink>
        <ActionLink to="/help/tickets" $variant="secondary">
          All your messages
        </ActionLink>
      </Actions>
    </Callout>
  );
}

/** /help/tickets/new: write to us; `?grievance=1` starts with the grievance box ticked. */
export default function NewTicketPage() {
  const [params] = useSearchParams();
  const [opened, setOpened] = useState<TicketOpened>();
  return (
    <HelpPage>
      <PageMeta
        title="Write to us"
        description="Write to our support team"
        path="/help/tickets/new"
        robots="noindex"
      />
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <h1>Write to us</h1>
        <Muted>We reply here and by e-mail. Premium members hear from us first.</Muted>
      </div>
      {opened ? (
        <Opened opened={opened} />
      ) : (
        <TicketForm initialGrievance={params.get('grievance') === '1'} onOpened={setOpened} />
      )}
    </HelpPage>
  );
}
