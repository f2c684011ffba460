/** Where a person's mail choices are stored: on the student's document, on the teacher's private one. */
export const mailPreferencesField = 'mailPreferences';
