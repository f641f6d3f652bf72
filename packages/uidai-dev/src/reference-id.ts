/** UIDAI's referenceId: the last four digits of the Aadhaar number, then the time of issue as yyyyMMddHHmmssSSS in IST. */
export function referenceId(lastFourDigits: string, issuedAt: Date): string {
  const ist = new Date(issuedAt.getTime() + 330 * 60_000).toISOString();
  return `${lastFourDigits}${ist.replace(/\D/g, '').slice(0, 17)}`;
}
