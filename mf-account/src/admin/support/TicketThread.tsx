import { styled } from 'styled-components';
import { formatDateTime } from '@matrimony/catalog/date-format';
import type { StaffTicket } from '../../api/support-desk-api';
import { Muted } from '../../shared/styles';
import { requesterName } from './support-view';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Message = styled.li<{ $staff: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 40rem;
  justify-self: ${({ $staff }) => ($staff ? 'end' : 'start')};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $staff }) => ($staff ? theme.colors.primarySoft : theme.colors.surface)};
  overflow-wrap: anywhere;
  & p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

/** The conversation the requester sees: their messages on the left, ours on the right. Notes are never here. */
export function TicketThread({ ticket }: { ticket: StaffTicket }) {
  const requester = requesterName(ticket.requester);
  return (
    <section aria-labelledby="thread-heading">
      <h2 id="thread-heading">Conversation</h2>
      <List aria-label="Messages">
        {ticket.messages.map((message) => (
          <Message key={message.id} $staff={message.author === 'staff'}>
            <Muted>
              {message.author === 'staff' ? `${message.authorName} (staff)` : requester},{' '}
              {formatDateTime(message.sentAt)}
            </Muted>
            <p>{message.text}</p>
          </Message>
        ))}
      </List>
    </section>
  );
}
