/**
 * Facts about the site that every page and e-mail repeats. Change them here only.
 * The domain is the reserved `.example` until the production domain is decided.
 */
export const site = {
  name: 'Matrimony',
  url: 'https://matrimony.example',
  supportEmail: 'support@matrimony.example',
  grievanceOfficer: {
    name: 'Grievance Officer',
    email: 'grievance@matrimony.example'
  },
  /** Spec section 9: business hours of support. */
  businessHours: [
    { days: 'Monday - Friday', hours: '9:00 AM - 8:00 PM' },
    { days: 'Saturday', hours: '10:00 AM - 6:00 PM' },
    { days: 'Sunday', hours: '10:00 AM - 4:00 PM' }
  ],
  /** Spec section 9: support replies within this many hours. */
  supportReplyHours: 24
} as const;
