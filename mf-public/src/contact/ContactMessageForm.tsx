import { type FormEvent, useState } from 'react';
import { SUCCESS_NOTICE_DURATION_MS, SUPPORT_REPLY_HOURS } from '@matrimony/catalog/constants';
import { Button, TextArea, TextField, toast } from '@matrimony/ui';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import {
  checkContactForm,
  CONTACT_LIMITS,
  type ContactErrors,
  type ContactField,
  type ContactForm,
  EMPTY_CONTACT_FORM
} from './contact-form';
import { sendContactMessage } from '../api/send-contact-message';
import { useContactT } from './messages';

/** Name, e-mail, subject and message, posted as JSON to svc-notify; results appear as toasts. */
export function ContactMessageForm() {
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [isSending, setSending] = useState(false);
  const t = useContactT();
  const text = useCatalogText();
  const notice = (message: { title: string; description?: string }) => ({
    title: text(message.title),
    description: message.description === undefined ? undefined : text(message.description)
  });

  const bind = (field: ContactField) => ({
    id: `contact-${field}`,
    value: form[field],
    error: errors[field] === undefined ? undefined : text(errors[field]),
    maxLength: CONTACT_LIMITS[field],
    required: true,
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [field]: event.target.value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    }
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = await checkContactForm(form);
    if (!check.ok) {
      setErrors(check.errors);
      toast({ ...notice(check.notice), variant: 'destructive' });
      return;
    }
    setSending(true);
    const result = await sendContactMessage(check.form);
    setSending(false);
    if (result.sent) {
      setForm(EMPTY_CONTACT_FORM);
      toast({
        ...notice(result.notice),
        description: result.ticket
          ? t('contact.sent.ticket', { ticket: result.ticket, hours: SUPPORT_REPLY_HOURS })
          : t('contact.sent.thanks', { hours: SUPPORT_REPLY_HOURS }),
        variant: 'success',
        durationMs: SUCCESS_NOTICE_DURATION_MS
      });
    } else {
      toast({ ...notice(result.notice), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('contact.form.title')}>
      <TextField label={t('contact.form.name')} autoComplete="name" {...bind('name')} />
      <TextField label={t('contact.form.email')} type="email" autoComplete="email" {...bind('email')} />
      <TextField label={t('contact.form.subject')} {...bind('subject')} />
      <TextArea label={t('contact.form.message')} rows={6} {...bind('message')} />
      <Button type="submit" busy={isSending} busyLabel={t('contact.form.sending')} fullWidth>
        {t('contact.form.send')}
      </Button>
    </form>
  );
}
