// Words of 'Find the right teacher' (student dashboard) and of POST /student/match, written once.
import { countOf } from './text';

export const MATCH_NEED_MAX_LENGTH = 500;
export const MATCH_RESULT_LIMIT = 5;

export const matchingTexts = {
  title: 'Find the right teacher',
  intro:
    'Describe what you need in your own words; we suggest up to 5 teachers and their earliest free slot.',
  needLabel: 'What do you need help with?',
  needPlaceholder: 'e.g. stuck on eigenvalues before Friday’s test',
  submit: 'Find teachers',
  searching: 'Finding teachers...',
  resultsHeading: (count: number) => `${countOf(count, 'suggested teacher')}`,
  noResults: 'No teacher matches that yet. Try naming the subject or topic, e.g. “DSA”, “thermodynamics”.',
  whyMatched: 'Why this teacher',
  reasonKinds: {
    subject: 'Subject',
    researchInterest: 'Research interest',
    qualification: 'Qualification',
    department: 'Department',
  },
  earliestSlot: 'Earliest free slot',
  noFreeSlot: 'No free slot yet',
  bookSlot: 'Book this slot',
  bookSlotLabel: (teacher: string, time: string) => `Book ${time} with ${teacher}`,
  requestTime: 'Request a time',
  matchPurpose: (need: string) => need,
} as const;

export const matchingMessages = {
  needRequired: 'Please describe what you need help with',
  needUnclear:
    'Please name the subject or topic you need help with (for example “eigenvalues”, “DSA” or “thermo”)',
  matchingUnavailable: 'Teacher suggestions are unavailable right now. Please browse the teachers below.',
} as const;
