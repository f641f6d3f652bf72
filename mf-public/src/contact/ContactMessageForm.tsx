import { type FormEvent, useState } from 'react';
import { SUCCESS_NOTICE_DURATION_MS, SUPPORT_REPLY_HOURS } from '@matrimony/catalog/constants';
import { Button, TextArea, TextField, toast } from '@matrimony/ui';
import {
  checkContactForm,
  CONTACT_LIMITS,
  type ContactErrors,
  type ContactField,
  type ContactForm,
  EMPTY_CONTACT_FORM
} from './contact-form';
import { sendContactMessage } from '../api/send-contact-message';

/** Name, e-mail, subject and message, posted as JSON to svc-notify; results appear as toasts. */
export function ContactMessageForm() {
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [isSending, setSending] = useState(false);

  const bind = (field: ContactField) => ({
    id: `contact-${field}`,
    value: form[field],
    error: errors[field],
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
      toast({ ...check.notice, variant: 'destructive' });
      return;
    }
    setSending(true);
    const result = await sendContactMessage(check.form);
    setSending(false);
    if (result.sent) {
      setForm(EMPTY_CONTACT_FORM);
      toast({
        ...result.notice,
        description: result.ticket
          ? `Your ticket number is ${result.ticket}. We will reply within ${SUPPORT_REPLY_HOURS} hours.`
          : `Thank you. We will reply within ${SUPPORT_REPLY_HOURS} hours.`,
        variant: 'success',
        durationMs: SUCCESS_NOTICE_DURATION_MS
      });
    } else {
      toast({ ...result.notice, variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Send us a message">
      <TextField label="Your Name" autoComplete="name" {...bind('name')} />
      <TextField label="Email Address" type="email" autoComplete="email" {...bind('email')} />
      <TextField label="Subject" {...bind('subject')} />
      <TextArea label="Message" rows={6} {...bind('message')} />
      <Button type="submit" busy={isSending} busyLabel="Sending..." fullWidth>
        Send Message
      </Button>
    </form>
  );
}
