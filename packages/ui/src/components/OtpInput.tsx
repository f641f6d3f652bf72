import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../theme';
import {
  browserSmsCodeSource,
  enterOtpText,
  eraseOtpSlot,
  OTP_LENGTH,
  otpValue,
  receiveSmsCode,
  slotsFromValue,
  typedText,
  type OtpState
} from '../forms/otp';
import { fieldIds } from './Field';
import { useCatalogText } from '../catalog-text';
import { useUiT } from '../messages';

const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Slot = styled.input<{ $invalid?: boolean }>`
  width: 2.75rem;
  height: 3.25rem;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-variant-numeric: tabular-nums;
  border: 1.5px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  ${focusRing}
`;

const LabelText = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(1.5)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export type OtpInputProps = {
  id: string;
  /** The digits entered so far. */
  value: string;
  onChange: (value: string) => void;
  label?: string;
  length?: number;
  disabled?: boolean;
  error?: string;
};

/** Six single-digit slots; typing moves forward, Backspace/Delete move back, pasting a code fills them all. */
export function OtpInput({
  id,
  value,
  onChange,
  label,
  length = OTP_LENGTH,
  disabled,
  error
}: OtpInputProps) {
  const t = useUiT();
  const text = useCatalogText();
  const [slots, setSlots] = useState(() => slotsFromValue(value, length));
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  // A parent that resets the value (e.g. "Resend OTP") resets the slots.
  if (otpValue(slots) !== value) setSlots(slotsFromValue(value, length));

  const apply = (state: OtpState) => {
    setSlots(state.slots);
    onChange(otpValue(state.slots));
    inputs.current[state.focusIndex]?.focus();
  };

  // While the slots wait for a code, the SMS may fill them (WebOTP). The latest onChange is read through a ref so
  // a parent's new callback does not restart the wait.
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  useEffect(() => {
    if (disabled) return;
    const abort = new AbortController();
    void receiveSmsCode(browserSmsCodeSource(), abort.signal, (code) => {
      const filled = slotsFromValue(code, length);
      setSlots(filled);
      latestOnChange.current(otpValue(filled));
    });
    return () => abort.abort();
  }, [disabled, length]);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      apply(eraseOtpSlot(slots, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      inputs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      inputs.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(enterOtpText(slots, index, event.clipboardData.getData('text')));
  };

  const errorId = fieldIds(id).error;
  return (
    <div>
      <LabelText id={`${id}-label`}>{label ?? t('ui.otp.label')}</LabelText>
      <Group role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? errorId : undefined}>
        {slots.map((digit, index) => (
          <Slot
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            id={index === 0 ? id : `${id}-${index + 1}`}
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            aria-label={t('ui.otp.digit', { index: index + 1, length })}
            aria-invalid={error ? true : undefined}
            $invalid={Boolean(error)}
            disabled={disabled}
            onChange={(event) => apply(enterOtpText(slots, index, typedText(digit, event.target.value)))}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </Group>
      <ErrorText id={errorId} aria-live="polite">
        {error ? text(error) : error}
      </ErrorText>
    </div>
  );
}
