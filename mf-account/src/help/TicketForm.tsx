import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { type UserMessage } from '@matrimony/catalog/messages';
import {
  GRIEVANCE_TIMELINES,
  TICKET_CATEGORIES,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
  type TicketCategory
} from '@matrimony/catalog/support';
import { Button, TextArea, TextField } from '@matrimony/ui';
import { RadioGroup } from '@matrimony/ui/radio-group';
import { useOpenTicketMutation, type TicketOpened } from '../api/help-tickets-api';
import { Callout } from './help-styles';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { useHelpDeskT } from './messages';
import { ReceiptPicker } from './ReceiptPicker';
import {
  asksForReceipt,
  checkTicketForm,
  EMPTY_TICKET_FORM,
  TICKET_FIELDS,
  ticketFailure,
  ticketFieldId,
  type TicketErrors,
  type TicketField,
  type TicketFormValues
} from './ticket-form';

const Form = styled.form`
  display: grid;
  & > button {
    justify-self: start;
  }
  & > [role='alert'] {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

const GrievanceBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  & > label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  & input {
    width: 1.15rem;
    height: 1.15rem;
  }
  & > p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CATEGORY_OPTIONS = TICKET_CATEGORIES.map((category) => ({ value: category.id, label: category.label }));

/**
 * "Write to us": what it is about, a receipt for a payment, subject, message and whether it is a grievance.
 * `initialGrievance` ticks the grievance box (the public help page sends members here for a grievance).
 */
export function TicketForm({
  initialGrievance = false,
  onOpened
}: {
  initialGrievance?: boolean;
  onOpened: (opened: TicketOpened) => void;
}) {
  const [values, setValues] = useState<TicketFormValues>({
    ...EMPTY_TICKET_FORM,
    grievance: initialGrievance
  });
  const [errors, setErrors] = useState<TicketErrors>({});
  const [failure, setFailure] = useState<UserMessage>();
  const [openTicket, { isLoading }] = useOpenTicketMutation();
  const t = useHelpDeskT();
  const text = useCatalogText();

  const change = (next: Partial<TicketFormValues>, field?: TicketField) => {
    setValues((current) => ({ ...current, ...next }));
    if (field && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (next: TicketErrors) => {
    setErrors(next);
    const first = TICKET_FIELDS.find((field) => next[field]);
    if (!first) return;
    const element = document.getElementById(ticketFieldId(first));
    (element?.querySelector<HTMLElement>('input') ?? element)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = checkTicketForm(values);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    try {
      onOpened(await openTicket(checked.body).unwrap());
    } catch (error) {
      const refused = ticketFailure(error);
      showErrors(refused.errors);
      setFailure(refused.message);
    }
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('helpDesk.writeToUs')}>
      <RadioGroup
        id={ticketFieldId('category')}
        name="category"
        label={t('helpDesk.form.category')}
        options={CATEGORY_OPTIONS}
        value={values.category}
        onChange={(category) => change({ category: category as TicketCategory }, 'category')}
        error={errors.category}
        required
      />
      {asksForReceipt(values) ? (
        <ReceiptPicker
          id={ticketFieldId('receiptNumber')}
          value={values.receiptNumber}
          onChange={(receiptNumber) => change({ receiptNumber }, 'receiptNumber')}
          error={errors.receiptNumber}
        />
      ) : null}
      <TextField
        id={ticketFieldId('subject')}
        label={t('helpDesk.form.subject')}
        value={values.subject}
        maxLength={TICKET_SUBJECT_MAX_LENGTH}
        onChange={(event) => change({ subject: event.target.value }, 'subject')}
        error={errors.subject}
        required
      />
      <TextArea
        id={ticketFieldId('message')}
        label={t('helpDesk.form.message')}
        rows={6}
        value={values.message}
        maxLength={TICKET_MESSAGE_MAX_LENGTH}
        onChange={(event) => change({ message: event.target.value }, 'message')}
        error={errors.message}
        required
      />
      <GrievanceBox>
        <label>
          <input
            type="checkbox"
            checked={values.grievance}
            aria-describedby="ticket-grievance-hint"
            onChange={(event) => change({ grievance: event.target.checked })}
          />
          {t('helpDesk.form.grievance')}
        </label>
        <p id="ticket-grievance-hint">
          {t('helpDesk.form.grievanceBefore')}
          <Link to="/help-support#grievance-officer">{t('helpDesk.form.grievanceOfficer')}</Link>
          {t('helpDesk.form.grievanceAfter')} {text(GRIEVANCE_TIMELINES)}
        </p>
      </GrievanceBox>
      {failure ? (
        <Callout role="alert" $tone="danger">
          <p>
            <strong>{text(failure.title)}</strong>
            {failure.description ? ` ${text(failure.description)}` : null}
          </p>
        </Callout>
      ) : null}
      <Button type="submit" busy={isLoading} busyLabel={t('helpDesk.sending')}>
        {t('helpDesk.send')}
      </Button>
    </Form>
  );
}
