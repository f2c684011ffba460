// The support desk's address, shown on the landing page, the contact page and the dashboards. A module of
// its own so a dashboard that shows it does not load the landing page's marketing copy.
/** The support contact block (spec section 1). */
export const supportContact = {
  title: 'Contact & Support',
  email: 'support@college.edu',
  replyNote: 'We reply within 24 hours.',
  addressLabel: 'Visit us',
  address: 'Teaching Centre, 12 College Road, Bengaluru, Karnataka 560001, India',
} as const;
