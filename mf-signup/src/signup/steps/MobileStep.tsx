import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Field, Input, describedBy, toast } from '@matrimony/ui';
import { OtpInput } from '@matrimony/ui/otp';
import { PhoneInput, PhonePrefix } from '@matrimony/ui/phone-input';
import {
  CAPTCHA_INIT_DELAY_MS,
  CAPTCHA_RESET_DELAY_MS,
  COUNTRY_CODE,
  MOBILE_DIGITS,
  OTP_DIGITS
} from '@matrimony/catalog/constants';
import { OTP_MESSAGES, SIGNUP_MESSAGES, otpSentMessage, type UserMessage } from '@matrimony/catalog/messages';
import { FIELD_TEXT, isMobileNumber, mobileInputValue } from '@matrimony/catalog/input-rules';
import { ApiProblem, asProblem } from '@matrimony/session';
import { RefusalNotice, useRefusal } from '@matrimony/ui/refusal';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { type IdentityApi } from '../../api/identity';
import { FORGOT_PASSWORD_PATH } from '../../shared/paths';
import { createInvisibleCaptcha } from '../../shared/captcha';
import { useSignupT } from '../../shared/messages';
import { useUserMessage } from '../../shared/user-message';
import { cooldownUntil, useCountdown, useResendLabel } from '../cooldown';
import { sendOtpFailure, verifyOtpFailure } from '../otp-messages';
import { type WizardValues } from '../wizard-values';
import { StepHeading } from './StepHeading';

// Under the field, not beside it: the number keeps its full width once the code is on its way.
const ChangeNumber = styled.div`
  justify-self: start;
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const ResendRow = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Verified = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const RegisteredNotice = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  & > p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  & > p:last-child {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

/** "Mobile Number Already Exists", with the ways back in: sign in, or reset the password. */
function AlreadyRegistered() {
  const t = useSignupT();
  const say = useUserMessage();
  const exists = say(SIGNUP_MESSAGES.mobileAlreadyExists);
  return (
    <RegisteredNotice role="status">
      <p>
        <strong>{exists.title}.</strong> {exists.description}
      </p>
      <p>
        <Link to="/signin">{t('signup.signIn')}</Link>
        <Link to={FORGOT_PASSWORD_PATH}>{t('signup.mobile.forgotPassword')}</Link>
      </p>
    </RegisteredNotice>
  );
}

type Phase = 'unsent' | 'sent';

/** Step 1: +91 number → proof of work → SMS code → svc-identity's phone token. */
export function MobileStep({
  identity,
  registered,
  onVerified
}: {
  identity: IdentityApi;
  registered: boolean;
  onVerified: () => void;
}) {
  const { getValues, setValue, watch } = useFormContext<WizardValues>();
  const t = useSignupT();
  const text = useCatalogText();
  const resendLabel = useResendLabel();
  const showError = (message: UserMessage) => toast({ ...message, variant: 'destructive' });
  const phoneToken = watch('phoneToken');
  const [mobile, setMobile] = useState(() => getValues('mobile'));
  const [otp, setOtp] = useState('');
  const [phase, setPhase] = useState<Phase>('unsent');
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const cooldown = useCountdown(resendAt);
  const sendTooSoon = useRefusal();
  const verifyTooSoon = useRefusal();
  const captcha = useMemo(
    () => createInvisibleCaptcha({ fetchChallenge: identity.otpChallenge }),
    [identity]
  );
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const later = (action: () => void, ms: number) => timers.current.push(window.setTimeout(action, ms));

  const send = async () => {
    if (!isMobileNumber(mobile)) return showError(SIGNUP_MESSAGES.invalidMobile);
    setSending(true);
    try {
      await identity.sendOtp(mobile, await captcha.take());
      setPhase('sent');
      setResendAt(cooldownUntil(Date.now()));
      toast({ ...otpSentMessage(`${COUNTRY_CODE} ${mobile}`), variant: 'success' });
    } catch (error) {
      const failure = sendOtpFailure(error);
      if (!sendTooSoon.refuse(asProblem(error))) showError(failure.message);
      if (failure.resetCaptcha) later(() => captcha.reset(), CAPTCHA_RESET_DELAY_MS);
      if (error instanceof ApiProblem && error.retryAfter)
        setResendAt(cooldownUntil(Date.now(), error.retryAfter));
    } finally {
      setSending(false);
    }
  };

  // Spec: resend goes back to "not sent", clears the code and sends again after a short delay.
  const resend = () => {
    setOtp('');
    setPhase('unsent');
    later(() => void send(), CAPTCHA_INIT_DELAY_MS);
  };

  const verify = async () => {
    if (phase !== 'sent') return showError(SIGNUP_MESSAGES.otpNotSent);
    if (otp.length !== OTP_DIGITS) return showError(SIGNUP_MESSAGES.invalidOtp);
    setVerifying(true);
    try {
      const verified = await identity.verifyOtp(mobile, otp);
      setValue('mobile', mobile);
      setValue('phoneToken', verified.phoneToken, { shouldValidate: false });
      toast({ ...OTP_MESSAGES.mobileVerified, variant: 'success' });
      onVerified();
    } catch (error) {
      if (!verifyTooSoon.refuse(asProblem(error))) showError(verifyOtpFailure(error));
    } finally {
      setVerifying(false);
    }
  };

  // A typo found after "Send OTP": unlock the number; the code sent to the wrong one is dropped.
  const changeNumber = () => {
    setOtp('');
    setPhase('unsent');
    setResendAt(0);
    later(() => document.getElementById('signup-mobile')?.focus(), 0);
  };

  const useAnotherNumber = () => {
    setValue('phoneToken', '');
    setValue('mobile', '');
    setMobile('');
    setOtp('');
    setPhase('unsent');
  };

  const heading = <StepHeading title={t('signup.mobile.title')} subtitle={t('signup.mobile.subtitle')} />;

  if (phoneToken) {
    return (
      <Stack>
        {heading}
        <Verified role="status">
          {t('signup.mobile.verified', { number: `${COUNTRY_CODE} ${getValues('mobile')}` })}
        </Verified>
        <Button variant="ghost" onClick={useAnotherNumber}>
          {t('signup.mobile.useAnother')}
        </Button>
      </Stack>
    );
  }

  const locked = phase === 'sent' || sending;
  // Said as soon as ten digits are typed, so a wrong first digit is fixed before "Send OTP".
  const mobileError =
    mobile.length === MOBILE_DIGITS && !isMobileNumber(mobile) ? text(FIELD_TEXT.invalidMobile) : undefined;
  return (
    <Stack>
      {heading}
      {registered && mobile === getValues('mobile') ? <AlreadyRegistered /> : null}
      <Field
        id="signup-mobile"
        label={t('signup.mobile.label')}
        required
        hint={t('signup.mobile.hint')}
        error={mobileError}
      >
        <PhoneInput>
          <PhonePrefix aria-hidden="true">{COUNTRY_CODE}</PhonePrefix>
          <Input
            id="signup-mobile"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-describedby={describedBy('signup-mobile', true, Boolean(mobileError))}
            aria-invalid={mobileError ? true : undefined}
            $invalid={Boolean(mobileError)}
            placeholder={t('signup.mobile.placeholder')}
            value={mobile}
            disabled={locked}
            required
            // The bot check starts solving when the visitor starts on the number, not while the page loads.
            onFocus={captcha.prepare}
            onChange={(event) => setMobile(mobileInputValue(event.target.value))}
          />
        </PhoneInput>
      </Field>
      {phase === 'sent' ? (
        <ChangeNumber>
          <Button variant="secondary" size="sm" onClick={changeNumber} disabled={verifying}>
            {t('signup.mobile.change')}
          </Button>
        </ChangeNumber>
      ) : null}
      {phase === 'unsent' ? (
        <div>
          <RefusalNotice refusal={sendTooSoon} />
          <Button
            onClick={() => void send()}
            busy={sending}
            busyLabel={t('signup.mobile.sending')}
            disabled={!isMobileNumber(mobile) || sendTooSoon.waiting}
            fullWidth
          >
            {t('signup.mobile.send')}
          </Button>
        </div>
      ) : (
        <>
          <OtpInput id="signup-otp" value={otp} onChange={setOtp} disabled={verifying} />
          <RefusalNotice refusal={verifyTooSoon} />
          <Button
            onClick={() => void verify()}
            busy={verifying}
            busyLabel={t('signup.mobile.verifying')}
            disabled={otp.length !== OTP_DIGITS || verifyTooSoon.waiting}
            fullWidth
          >
            {t('signup.mobile.verify')}
          </Button>
          <ResendRow>
            <span>{t('signup.mobile.notReceived')}</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={resend}
              disabled={cooldown > 0 || sending}
              aria-live="polite"
            >
              {resendLabel(cooldown)}
            </Button>
          </ResendRow>
        </>
      )}
    </Stack>
  );
}
