import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { type UserMessage } from '@matrimony/catalog/messages';
import { GRIEVANCE_TIMELINES } from '@matrimony/catalog/support';
import { Button, TextArea, TextField } from '@matrimony/ui';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { openGrievance, type GrievanceBody, type TicketOpened } from '../api/help-desk';
import {
  checkGrievance,
  EMPTY_GRIEVANCE,
  GRIEVANCE_FIELDS,
  GRIEVANCE_LIMITS,
  grievanceFailure,
  type GrievanceErrors,
  type GrievanceField
} from './grievance-form';
import { useHelpT } from './messages';

const Box = styled.div<{ $tone: 'danger' | 'success' }>`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[$tone === 'danger' ? 'dangerSoft' : 'successSoft']};
  & > p {
    margin: 0;
  }
  & > p + p {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const fieldId = (field: GrievanceField) => `grievance-${field}`;

/** A grievance from someone not signed in: answered by e-mail, with the ticket number shown once it is filed. */
export function GrievanceForm() {
  const [form, setForm] = useState<GrievanceBody>(EMPTY_GRIEVANCE);
  const [errors, setErrors] = useState<GrievanceErrors>({});
  const [failure, setFailure] = useState<UserMessage>();
  const [opened, setOpened] = useState<TicketOpened>();
  const [sending, setSending] = useState(false);
  const t = useHelpT();
  const text = useCatalogText();

  const showErrors = (next: GrievanceErrors) => {
    setErrors(next);
    const first = GRIEVANCE_FIELDS.find((field) => next[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const bind = (field: GrievanceField) => ({
    id: fieldId(field),
    value: form[field],
    error: errors[field] === undefined ? undefined : text(errors[field]),
    maxLength: GRIEVANCE_LIMITS[field],
    required: true,
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [field]: event.target.value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    }
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = checkGrievance(form);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    setSending(true);
    try {
      setOpened(await openGrievance(checked.body));
      setForm(EMPTY_GRIEVANCE);
    } catch (error) {
      const refused = grievanceFailure(error);
      showErrors(refused.errors);
      setFailure(refused.message);
    } finally {
      setSending(false);
    }
  };

  if (opened)
    return (
      <Box role="status" $tone="success">
        <p>
          <strong>{text(opened.title)}</strong> {opened.description ? text(opened.description) : null}
        </p>
        <p>
          {text(GRIEVANCE_TIMELINES)} {t('help.form.byEmail')}
        </p>
      </Box>
    );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('help.grievance.title')}>
      <TextField label={t('help.form.name')} autoComplete="name" {...bind('name')} />
      <TextField label={t('help.form.email')} type="email" autoComplete="email" {...bind('email')} />
      <TextField label={t('help.form.subject')} {...bind('subject')} />
      <TextArea label={t('help.form.message')} rows={6} {...bind('message')} />
      {failure ? (
        <Box role="alert" $tone="danger">
          <p>
            <strong>{text(failure.title)}</strong>
            {failure.description ? ` ${text(failure.description)}` : null}
          </p>
        </Box>
      ) : null}
      <Button type="submit" busy={sending} busyLabel={t('help.form.sending')}>
        {t('help.form.send')}
      </Button>
    </form>
  );
}
