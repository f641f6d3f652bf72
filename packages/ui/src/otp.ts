// The six-box OTP input and its rules: outside the shared @matrimony/ui entry, so the landing page never loads it.
export { OtpInput, type OtpInputProps } from './components/OtpInput';
export * from './forms/otp';
