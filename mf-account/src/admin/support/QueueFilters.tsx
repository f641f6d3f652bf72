import { type FormEvent } from 'react';
import { styled } from 'styled-components';
import { TICKET_CATEGORIES, TICKET_KINDS } from '@matrimony/catalog/support';
import { Button, Input, Label, Select } from '@matrimony/ui';
import type { SupportQueueQuery } from '../../api/support-desk-api';
import { KIND_LABELS, QUEUE_STATUS_OPTIONS } from './support-view';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  align-items: end;
  & > * {
    min-width: 0;
  }
`;

const Search = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
  grid-column: 1 / -1;
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    flex: 1 1 16rem;
    max-width: 30rem;
  }
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  min-height: 44px;
`;

const ANY = { value: '', label: 'Any' };

/** The queue's filters; each change is a new URL (so a filtered queue can be bookmarked or sent to a colleague). */
export function QueueFilters({
  query,
  onChange
}: {
  query: SupportQueueQuery;
  onChange: (query: SupportQueueQuery) => void;
}) {
  const set = (name: keyof SupportQueueQuery, value: string) => {
    const next: Record<string, unknown> = { ...query, [name]: value || undefined };
    delete next.page;
    onChange(next as SupportQueueQuery);
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const box = event.currentTarget.elements.namedItem('q') as HTMLInputElement | null;
    set('q', box?.value.trim() ?? '');
  };
  return (
    <Form role="search" aria-label="Filter the tickets" onSubmit={onSearch}>
      <Select
        id="support-status"
        label="Status"
        options={QUEUE_STATUS_OPTIONS}
        value={query.status ?? 'open'}
        onChange={(event) => set('status', event.target.value === 'open' ? '' : event.target.value)}
      />
      <Select
        id="support-kind"
        label="Kind"
        options={[ANY, ...TICKET_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))]}
        value={query.kind ?? ''}
        onChange={(event) => set('kind', event.target.value)}
      />
      <Select
        id="support-category"
        label="Category"
        options={[ANY, ...TICKET_CATEGORIES.map((c) => ({ value: c.id, label: c.label }))]}
        value={query.category ?? ''}
        onChange={(event) => set('category', event.target.value)}
      />
      <Select
        id="support-plan"
        label="Plan"
        options={[ANY, { value: 'premium', label: 'Premium' }, { value: 'free', label: 'Free' }]}
        value={query.plan ?? ''}
        onChange={(event) => set('plan', event.target.value)}
      />
      <Select
        id="support-assignee"
        label="Assigned to"
        options={[
          { value: '', label: 'Anyone' },
          { value: 'me', label: 'Me' },
          { value: 'unassigned', label: 'No one' }
        ]}
        value={query.assignee ?? ''}
        onChange={(event) => set('assignee', event.target.value)}
      />
      <Check>
        <input
          type="checkbox"
          checked={query.overdue === 'true'}
          onChange={(event) => set('overdue', event.target.checked ? 'true' : '')}
        />
        Overdue only
      </Check>
      <Search key={query.q ?? ''}>
        <div>
          <Label htmlFor="support-q">Ticket number or words of the subject</Label>
          <Input id="support-q" name="q" type="search" defaultValue={query.q ?? ''} maxLength={100} />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Search>
    </Form>
  );
}
