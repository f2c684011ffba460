// Copy only Find Teachers' cards show (the spec's own texts are in packages/domain); apart from the welcome
// section's, which load in that section's chunk.

export const teacherListTexts = {
  nextFree: (when: string) => `Next free: ${when}`,
  experienceYears: (years: number) => `${years} ${years === 1 ? 'year' : 'years'} experience`,
} as const;
