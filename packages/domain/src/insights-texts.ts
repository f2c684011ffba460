// The insights pages' and endpoints' words.
export const insightsErrors = {
  badRange: 'Choose a valid date range',
  day: 'Enter a date as YYYY-MM-DD',
  reversed: 'The end date is before the start date',
  tooLong: 'A range covers at most two years',
  department: 'A department name is at most 100 characters',
} as const;
