import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { TICKET_MESSAGE_MAX_LENGTH } from '@matrimony/catalog/support';
import { formatDateTime } from '@matrimony/catalog/date-format';
import { Button, TextArea, toast } from '@matrimony/ui';
import { useAddTicketNoteMutation, type StaffTicket } from '../../api/support-desk-api';
import { Actions, Muted } from '../../shared/styles';
import { ProblemNotice } from '../ProblemNotice';
import { IST } from './support-view';

/** Yellow, unlike anything the requester sees, so a note is never mistaken for the reply box. */
const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  & h2,
  & p {
    margin: 0;
  }
  & textarea {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Notes = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding-bottom: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  & p {
    white-space: pre-wrap;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  & > div {
    margin: 0;
  }
`;

/** Internal notes: staff only, never in the requester's answer or e-mail. */
export function StaffNotes({ ticket }: { ticket: StaffTicket }) {
  const [add, adding] = useAddTicketNoteMutation();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<unknown>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return;
    setFailure(undefined);
    try {
      await add({ number: ticket.number, text: text.trim() }).unwrap();
      toast({ title: 'Note added', description: 'Only staff see it.', variant: 'success' });
      setText('');
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Box aria-labelledby="notes-heading">
      <h2 id="notes-heading">Internal notes</h2>
      <p>
        <strong>Only staff see notes.</strong> The requester never reads them.
      </p>
      {ticket.notes.length === 0 ? (
        <Muted>No notes yet.</Muted>
      ) : (
        <Notes aria-label="Notes">
          {ticket.notes.map((note) => (
            <li key={note.id}>
              <Muted>
                {note.authorName}, {formatDateTime(note.createdAt, IST)}
              </Muted>
              <p>{note.text}</p>
            </li>
          ))}
        </Notes>
      )}
      <Form onSubmit={(event) => void onSubmit(event)}>
        <TextArea
          id="note-text"
          label="New internal note"
          rows={3}
          maxLength={TICKET_MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {failure ? <ProblemNotice error={failure} /> : null}
        <Actions>
          <Button type="submit" variant="secondary" busy={adding.isLoading} disabled={!text.trim()}>
            Add note
          </Button>
        </Actions>
      </Form>
    </Box>
  );
}
