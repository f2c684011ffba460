// What other features use of mail preferences: the card on the profile pages.
export { MailPreferencesCard } from './mail-preferences-card';
