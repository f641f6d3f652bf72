import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { COUNTRY_CODE, OTP_DIGITS } from '@matrimony/catalog/constants';
import { mobileInputValue } from '@matrimony/catalog/input-rules';
import { maskMobile } from '@matrimony/catalog/masking';
import {
  CONTACT_CHANGE_MESSAGES,
  OTP_VERIFY_ERRORS,
  otpSentMessage,
  type UserMessage
} from '@matrimony/catalog/messages';
import { Button, Field, Input, describedBy } from '@matrimony/ui';
import { OtpInput } from '@matrimony/ui/otp';
import { PasswordField } from '@matrimony/ui/password-field';
import { PhoneInput, PhonePrefix } from '@matrimony/ui/phone-input';
import { useCountdown, useResendLabel } from '@matrimony/ui/countdown';
import { RefusalNotice, useRefusal } from '@matrimony/ui/refusal';
import { asProblem } from '@matrimony/session';
import { confirmMobileChange, requestMobileChange } from '../../api/identity';
import { checkMobileForm, MOBILE_FIELDS, refusal } from './change-contact';
import { ContactRow } from './ContactRow';
import { useSettingsT } from '../messages';
import { Notice } from '../Notice';
import { SubSection } from '../SettingsSection';
import { focusSoon, useContactForm } from './use-contact-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 28rem;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const CODE_ID = 'settings-mobile-code';

type View = 'shown' | 'editing' | 'code' | 'changed';

/**
 * Account, "Mobile": the number the member signs in with (masked), and a form for a new one: the number and the
 * current password, then the code texted to the new number. From then on the member signs in with the new number.
 */
export function ChangeMobileForm({ current, onChanged }: { current: string; onChanged: () => void }) {
  const [view, setView] = useState<View>('shown');
  const form = useContactForm('mobile', MOBILE_FIELDS);
  const { values, errors, busy, fieldId } = form;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: UserMessage }>();
  const [resendAt, setResendAt] = useState(0);
  const cooldown = useCountdown(resendAt);
  const sendTooSoon = useRefusal();
  const verifyTooSoon = useRefusal();
  const t = useSettingsT();
  const resendLabel = useResendLabel();

  const open = () => {
    form.reset();
    setMessage(undefined);
    setView('editing');
  };

  /** Sends (or sends again) the code; the password stays in this form until the change is done or cancelled. */
  const send = async (): Promise<boolean> => {
    setMessage(undefined);
    const checked = checkMobileForm(values);
    if (!checked.ok) {
      setView('editing');
      form.showErrors(checked.errors);
      return false;
    }
    form.clearErrors();
    return form.whileBusy(async () => {
      try {
        const sent = await requestMobileChange(checked.value.mobile, checked.value.currentPassword);
        setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
        setMessage({ tone: 'success', text: otpSentMessage(`${COUNTRY_CODE} ${checked.value.mobile}`) });
        return true;
      } catch (error) {
        const refused = refusal(error, MOBILE_FIELDS);
        if (refused.retryAfter) setResendAt(Date.now() + refused.retryAfter * 1000);
        // A resend refused from the code's view counts down on the resend button itself.
        if (view === 'editing' && sendTooSoon.refuse(asProblem(error))) return false;
        if (Object.keys(refused.errors).length > 0) {
          setView('editing');
          form.showErrors(refused.errors);
        }
        if (refused.message) setMessage({ tone: 'danger', text: refused.message });
        return false;
      }
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await send()) {
      setCode('');
      setCodeError(undefined);
      setView('code');
      focusSoon(CODE_ID);
    }
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    if (code.length !== OTP_DIGITS) {
      setCodeError(OTP_VERIFY_ERRORS['invalid_verification_code'].description);
      return;
    }
    await form.whileBusy(async () => {
      try {
        await confirmMobileChange(values.mobile, code);
        form.clearValues();
        setView('changed');
        setMessage({ tone: 'success', text: CONTACT_CHANGE_MESSAGES.mobileChanged });
        onChanged();
      } catch (error) {
        if (verifyTooSoon.refuse(asProblem(error))) return;
        const refused = refusal(error, ['code'] as const);
        setCodeError(refused.errors.code);
        if (refused.message) setMessage({ tone: 'danger', text: refused.message });
      }
    });
  };

  const mobileError = errors.mobile;
  return (
    <SubSection aria-labelledby="change-mobile-heading">
      <h3 id="change-mobile-heading">{t('settings.mobile.heading')}</h3>
      <ContactRow label={t('settings.mobile.current')} value={`${COUNTRY_CODE} ${maskMobile(current)}`}>
        {view === 'shown' || view === 'changed' ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={open}
            aria-describedby="change-mobile-heading"
          >
            {t('settings.contact.change')}
          </Button>
        ) : null}
      </ContactRow>
      <div aria-live="polite">
        {message && view !== 'editing' ? <Notice tone={message.tone} message={message.text} /> : null}
      </div>
      {view === 'editing' ? (
        <Form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label={t('settings.mobile.formLabel')}
        >
          <Field
            id={fieldId('mobile')}
            label={t('settings.mobile.new')}
            required
            hint={t('settings.mobile.newHint')}
            error={mobileError}
          >
            <PhoneInput>
              <PhonePrefix aria-hidden="true">{COUNTRY_CODE}</PhonePrefix>
              <Input
                id={fieldId('mobile')}
                inputMode="numeric"
                autoComplete="tel-national"
                aria-describedby={describedBy(fieldId('mobile'), true, Boolean(mobileError))}
                aria-invalid={mobileError ? true : undefined}
                $invalid={Boolean(mobileError)}
                placeholder={t('settings.mobile.placeholder')}
                value={values.mobile}
                required
                onChange={(event) => form.setField('mobile', mobileInputValue(event.target.value))}
              />
            </PhoneInput>
          </Field>
          <PasswordField
            id={fieldId('currentPassword')}
            label={t('settings.password.current')}
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(event) => form.setField('currentPassword', event.target.value)}
            error={errors.currentPassword}
            required
          />
          {message?.tone === 'danger' ? <Notice tone="danger" message={message.text} /> : null}
          <RefusalNotice refusal={sendTooSoon} />
          <Buttons>
            <Button
              type="submit"
              busy={busy}
              busyLabel={t('settings.busy.sending')}
              disabled={sendTooSoon.waiting}
            >
              {t('settings.mobile.sendOtp')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setView('shown')} disabled={busy}>
              {t('settings.cancel')}
            </Button>
          </Buttons>
        </Form>
      ) : null}
      {view === 'code' ? (
        <Form
          onSubmit={(event) => void onVerify(event)}
          noValidate
          aria-label={t('settings.mobile.codeFormLabel')}
        >
          <OtpInput
            id={CODE_ID}
            label={t('settings.mobile.codeLabel', { number: `${COUNTRY_CODE} ${values.mobile}` })}
            value={code}
            onChange={setCode}
            disabled={busy}
            error={codeError}
          />
          <RefusalNotice refusal={verifyTooSoon} />
          <Buttons>
            <Button
              type="submit"
              busy={busy}
              busyLabel={t('settings.busy.verifying')}
              disabled={code.length !== OTP_DIGITS || verifyTooSoon.waiting}
            >
              {t('settings.mobile.verifyOtp')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => void send()}
              disabled={cooldown > 0 || busy}
            >
              {resendLabel(cooldown)}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={open} disabled={busy}>
              {t('settings.mobile.differentNumber')}
            </Button>
          </Buttons>
        </Form>
      ) : null}
    </SubSection>
  );
}
