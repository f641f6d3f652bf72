/**
 * The OTP SMS: the code and nothing else (no name, no link, nothing a forwarded or leaked SMS could
 * give away; providers with registered templates wrap it in theirs).
 */
export function otpSms(code: string): { text: string } {
  return { text: code };
}
