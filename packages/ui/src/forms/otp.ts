/** Pure rules behind the OTP input: one digit per slot, digits only, paste fills the slots. */

export const OTP_LENGTH = 6;

export type OtpState = { slots: string[]; focusIndex: number };

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

export function emptySlots(length = OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

/** Slots from a code such as '123' (the rest empty); non-digits are dropped. */
export function slotsFromValue(value: string, length = OTP_LENGTH): string[] {
  const digits = digitsOnly(value).slice(0, length);
  return emptySlots(length).map((_, index) => digits[index] ?? '');
}

export function otpValue(slots: readonly string[]): string {
  return slots.join('');
}

export function isOtpComplete(slots: readonly string[]): boolean {
  return slots.every((slot) => /^\d$/.test(slot));
}

/**
 * Text arriving in slot `index` (typing, autofill, or a paste). Only digits count; several
 * digits spill into the following slots. A whole code (as many digits as slots) always fills
 * from the first slot, wherever it was pasted. Focus moves to the slot after the last digit.
 */
export function enterOtpText(slots: readonly string[], index: number, text: string): OtpState {
  const digits = digitsOnly(text);
  if (digits.length === 0) return { slots: [...slots], focusIndex: index };
  const start = digits.length >= slots.length ? 0 : index;
  const next = [...slots];
  const written = digits.slice(0, slots.length - start);
  for (let offset = 0; offset < written.length; offset += 1) next[start + offset] = written[offset]!;
  return { slots: next, focusIndex: Math.min(start + written.length, slots.length - 1) };
}

/** Backspace: clears the slot, or when it is already empty clears and focuses the one before. */
export function eraseOtpSlot(slots: readonly string[], index: number): OtpState {
  const next = [...slots];
  if (next[index]) {
    next[index] = '';
    return { slots: next, focusIndex: index };
  }
  const previous = Math.max(index - 1, 0);
  next[previous] = '';
  return { slots: next, focusIndex: previous };
}

/**
 * What the user just typed into a slot that already held `previousDigit`: the browser gives the
 * old and new character together ('35'), so the old one is removed once.
 */
export function typedText(previousDigit: string, inputValue: string): string {
  if (!previousDigit || inputValue.length < 2) return inputValue;
  const at = inputValue.indexOf(previousDigit);
  return at === -1 ? inputValue : inputValue.slice(0, at) + inputValue.slice(at + 1);
}

/** What the WebOTP API needs of the browser (`navigator.credentials` where `OTPCredential` exists). */
export interface SmsCodeSource {
  get(options: { otp: { transport: ['sms'] }; signal: AbortSignal }): Promise<unknown>;
}

/**
 * Waits for the code of an SMS that ends with this site's `@host #code` line (the WebOTP API: Chrome on Android
 * offers it with one tap) and hands it over. Browsers without the API, a dismissed prompt and an abort (the input
 * is left) end quietly: typing and the keyboard's own autofill (`autocomplete="one-time-code"`) still work.
 */
export async function receiveSmsCode(
  source: SmsCodeSource | undefined,
  signal: AbortSignal,
  onCode: (code: string) => void
): Promise<void> {
  if (!source) return;
  try {
    const credential = await source.get({ otp: { transport: ['sms'] }, signal });
    const code = (credential as { code?: unknown } | null)?.code;
    if (!signal.aborted && typeof code === 'string' && digitsOnly(code).length > 0) onCode(digitsOnly(code));
  } catch {
    // Dismissed, timed out or aborted: the member types the code instead.
  }
}

/** The browser's WebOTP source, or undefined where the API is missing (most desktop browsers, iOS). */
export function browserSmsCodeSource(): SmsCodeSource | undefined {
  if (typeof window === 'undefined' || !('OTPCredential' in window)) return undefined;
  return navigator.credentials as unknown as SmsCodeSource;
}
