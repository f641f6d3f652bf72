/**
 * Brand facts every page repeats. Change them here only (business constants such as hours and
 * prices live in @matrimony/catalog).
 * The domain is the reserved `.example` until the production domain is decided.
 */
export const site = {
  name: 'Matrimony',
  url: 'https://matrimony.example',
  supportEmail: 'support@matrimony.example',
  grievanceOfficer: {
    name: 'Grievance Officer',
    email: 'grievance@matrimony.example'
  }
} as const;
