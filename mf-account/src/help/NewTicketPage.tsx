import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@matrimony/ui';
import type { TicketOpened } from '../api/help-tickets-api';
import { ActionLink, Actions, Muted } from '../shared/styles';
import { Callout, HelpPage } from './help-styles';
import { useHelpDeskT } from './messages';
import { TicketForm } from './TicketForm';

/** After sending: the ticket number and when we will reply (the service's words: 4 hours for Premium). */
function Opened({ opened }: { opened: TicketOpened }) {
  const t = useHelpDeskT();
  return (
    <Callout role="status" $tone="success">
      <h2 style={{ margin: 0 }}>{opened.title}</h2>
      <p>{opened.description}</p>
      <Actions>
        <ActionLink to={`/help/tickets/${opened.number}`}>
          {t('helpDesk.new.openTicket', { number: opened.number })}
        </ActionLink>
        <ActionLink to="/help/tickets" $variant="secondary">
          {t('helpDesk.new.allMessages')}
        </ActionLink>
      </Actions>
    </Callout>
  );
}

/** /help/tickets/new: write to us; `?grievance=1` starts with the grievance box ticked. */
export default function NewTicketPage() {
  const [params] = useSearchParams();
  const [opened, setOpened] = useState<TicketOpened>();
  const t = useHelpDeskT();
  return (
    <HelpPage>
      <PageMeta
        title={t('helpDesk.writeToUs')}
        description={t('helpDesk.new.description')}
        path="/help/tickets/new"
        robots="noindex"
      />
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <h1>{t('helpDesk.writeToUs')}</h1>
        <Muted>{t('helpDesk.new.lead')}</Muted>
      </div>
      {opened ? (
        <Opened opened={opened} />
      ) : (
        <TicketForm initialGrievance={params.get('grievance') === '1'} onOpened={setOpened} />
      )}
    </HelpPage>
  );
}
