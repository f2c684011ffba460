// The landing page's marketing copy (spec sections 1 and 2). The figures are static text, not data.

export const landingHero = {
  slogan: 'Smart Scheduling for Academic Success',
  lead: 'Book appointments with your teachers in seconds, keep every session in one place and stay in touch until the day you meet.',
  exploreFeatures: 'Explore Features',
  getStarted: 'Get Started',
} as const;

/** Anchor of the How It Works section the hero's Explore Features button scrolls to. */
export const LANDING_OVERVIEW_ANCHOR = 'overview';

export const howItWorks = {
  title: 'How It Works',
  lead: 'Three steps from sign-up to a confirmed session.',
  features: [
    {
      title: 'Quick Registration',
      description:
        'Sign up as a student or a teacher in under a minute; an admin approves your account and you are ready to go.',
    },
    {
      title: 'Smart Scheduling',
      description:
        'AI-powered matching suggests the right teacher and a free slot, or lets you request a custom time.',
    },
    {
      title: 'Messaging & Video Calls',
      description:
        'Built-in messaging and video calls keep students and teachers in touch before and after a session.',
    },
  ],
} as const;

export const landingFigures = {
  title: 'Trusted Across Campus',
  items: [
    { value: '10,000+', label: 'Users' },
    { value: '98%', label: 'Success Rate' },
    { value: '4.9/5', label: 'Rating' },
    { value: '99%', label: 'Uptime' },
    { value: '24/7', label: 'Support' },
  ],
} as const;

export const testimonials = {
  title: 'What Our Users Say',
  items: [
    {
      quote:
        'I booked a doubt-clearing session the night before my exam and got a confirmation within minutes.',
      name: 'Ananya Sharma',
      role: 'Student, Computer Science',
    },
    {
      quote:
        'Publishing my office hours takes a minute, and I no longer juggle appointment requests by e-mail.',
      name: 'Dr. Rajesh Kumar',
      role: 'Teacher, Physics',
    },
    {
      quote: 'Approving new accounts and keeping an eye on the whole college takes a few clicks a day.',
      name: 'Sunita Patel',
      role: 'Admin, Academic Office',
    },
  ],
} as const;

export const technologies = {
  title: 'Built With',
  items: [
    'React',
    'TypeScript',
    'Chakra UI',
    'Firebase Authentication',
    'Cloud Firestore',
    'Cloud Functions',
    'Firebase Hosting',
    'Node.js & Express',
  ],
} as const;

export const finalCallToAction = {
  title: 'Ready to Get Started?',
  lead: 'Join your college on the platform and book your first session today.',
  button: 'Create Your Account',
} as const;

/** Footer links; the addresses are placeholders (spec). */
export const footerContent = {
  tagline: 'Smart scheduling for academic success.',
  links: [
    { label: 'Email', href: 'mailto:support@college.edu' },
    { label: 'GitHub', href: 'https://github.com/' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  ],
  copyright: 'College Appointments. All rights reserved.',
} as const;
