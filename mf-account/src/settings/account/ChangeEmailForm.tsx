import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { maskEmail } from '@matrimony/catalog/masking';
import { emailChangeLinkSentMessage, type UserMessage } from '@matrimony/catalog/messages';
import { Button, TextField } from '@matrimony/ui';
import { PasswordField } from '@matrimony/ui/password-field';
import { RefusalNotice, useRefusal } from '@matrimony/ui/refusal';
import { asProblem } from '@matrimony/session';
import { requestEmailChange } from '../../api/identity';
import { checkEmailForm, EMAIL_FIELDS, refusal } from './change-contact';
import { ContactRow } from './ContactRow';
import { useSettingsT } from '../messages';
import { Notice } from '../Notice';
import { SubSection } from '../SettingsSection';
import { useContactForm } from './use-contact-form';

const Form = styled.form`
  display: grid;
  max-width: 28rem;
  & > [role='alert'] {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type View = 'shown' | 'editing' | { sentTo: string };

/**
 * Account, "E-mail": the address security notices go to (masked), and a form for a new one. Nothing changes until
 * the member opens the link e-mailed to the new address (mf-signup's /confirm-email).
 */
export function ChangeEmailForm({ current }: { current: string | null }) {
  const [view, setView] = useState<View>('shown');
  const form = useContactForm('email', EMAIL_FIELDS);
  const { values, errors, busy, fieldId } = form;
  const [failure, setFailure] = useState<UserMessage>();
  const tooSoon = useRefusal();
  const t = useSettingsT();

  const open = () => {
    form.reset();
    setFailure(undefined);
    setView('editing');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = checkEmailForm(values);
    if (!checked.ok) return form.showErrors(checked.errors);
    form.clearErrors();
    await form.whileBusy(async () => {
      try {
        await requestEmailChange(checked.value.email, checked.value.currentPassword);
        form.clearValues();
        // The address as the member typed it: it is theirs, and the answer only has it masked.
        setView({ sentTo: checked.value.email });
      } catch (error) {
        if (tooSoon.refuse(asProblem(error))) return;
        const refused = refusal(error, EMAIL_FIELDS);
        form.showErrors(refused.errors);
        setFailure(refused.message);
      }
    });
  };

  return (
    <SubSection aria-labelledby="change-email-heading">
      <h3 id="change-email-heading">{t('settings.email.heading')}</h3>
      <ContactRow
        label={t('settings.email.current')}
        value={current ? maskEmail(current) : t('settings.email.none')}
      >
        {view === 'shown' ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={open}
            aria-describedby="change-email-heading"
          >
            {t('settings.contact.change')}
          </Button>
        ) : null}
      </ContactRow>
      <div aria-live="polite">
        {typeof view === 'object' ? (
          <Notice tone="success" message={emailChangeLinkSentMessage(view.sentTo)}>
            <Button type="button" variant="ghost" size="sm" style={{ marginTop: '0.5rem' }} onClick={open}>
              {t('settings.email.sendToAnother')}
            </Button>
          </Notice>
        ) : null}
      </div>
      {view === 'editing' ? (
        <Form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label={t('settings.email.formLabel')}
        >
          <TextField
            id={fieldId('email')}
            label={t('settings.email.new')}
            hint={t('settings.email.newHint')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => form.setField('email', event.target.value)}
            error={errors.email}
            required
          />
          <PasswordField
            id={fieldId('currentPassword')}
            label={t('settings.password.current')}
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(event) => form.setField('currentPassword', event.target.value)}
            error={errors.currentPassword}
            required
          />
          {failure ? <Notice tone="danger" message={failure} /> : null}
          <RefusalNotice refusal={tooSoon} />
          <Buttons>
            <Button
              type="submit"
              busy={busy}
              busyLabel={t('settings.busy.sending')}
              disabled={tooSoon.waiting}
            >
              {t('settings.email.send')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setView('shown')} disabled={busy}>
              {t('settings.cancel')}
            </Button>
          </Buttons>
        </Form>
      ) : null}
    </SubSection>
  );
}
