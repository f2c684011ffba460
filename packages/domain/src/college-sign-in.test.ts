import { describe, expect, it } from 'vitest';
import { collegeSettingsRefusals } from './college-settings-texts';
import {
  approvesOnRegistration,
  blockingRefusalText,
  collegeProviders,
  collegeSignInTexts,
  newAccountRefusal,
  providerSignInRefusal,
  signInMethodLabel,
} from './college-sign-in';
import { type CollegeSettings, defaultCollegeSettings } from './documents/college-settings';

function settingsWith(change: {
  signIn?: Partial<CollegeSettings['signIn']>;
  registration?: Partial<CollegeSettings['registration']>;
}): CollegeSettings {
  const defaults = defaultCollegeSettings();
  return {
    ...defaults,
    signIn: { ...defaults.signIn, ...change.signIn },
    registration: { ...defaults.registration, ...change.registration },
  };
}

const google = (email: string | undefined, emailVerified = true) => ({
  method: 'google.com',
  email,
  emailVerified,
});

describe('signing in with the college identity provider', () => {
  const college = settingsWith({
    signIn: { methods: ['password', 'google.com', 'saml.campus'], allowedDomains: ['college.edu'] },
  });

  it('lets a turned-on provider in for a verified college address, subdomains included', () => {
    expect(providerSignInRefusal(college, google('asha@college.edu'))).toBeNull();
    expect(providerSignInRefusal(college, google('asha@cs.college.edu'))).toBeNull();
    expect(
      providerSignInRefusal(college, { method: 'saml.campus', email: 'a@college.edu', emailVerified: true }),
    ).toBeNull();
  });

  it('refuses a provider the college has not turned on', () => {
    expect(providerSignInRefusal(college, { ...google('a@college.edu'), method: 'microsoft.com' })).toBe(
      collegeSignInTexts.methodOff,
    );
  });

  it('refuses an address the provider did not verify, or none', () => {
    expect(providerSignInRefusal(college, google('a@college.edu', false))).toBe(
      collegeSignInTexts.emailUnverified,
    );
    expect(providerSignInRefusal(college, google(undefined))).toBe(collegeSignInTexts.emailUnverified);
  });

  it('refuses an address outside the college domains, naming them', () => {
    const refusal = providerSignInRefusal(college, google('asha@gmail.com'));
    expect(refusal).toBe('Please sign in with your college account (@college.edu).');
    expect(providerSignInRefusal(college, google('asha@notcollege.edu'))).toBe(refusal);
  });

  it('lets any verified address in when the college set no domains', () => {
    const anyDomain = settingsWith({ signIn: { methods: ['google.com'], allowedDomains: [] } });
    expect(providerSignInRefusal(anyDomain, google('asha@gmail.com'))).toBeNull();
  });

  it('lists the providers without passwords, and names them on buttons', () => {
    expect(collegeProviders(college)).toEqual(['google.com', 'saml.campus']);
    expect(signInMethodLabel('google.com')).toBe('Google');
    expect(signInMethodLabel('microsoft.com')).toBe('Microsoft');
    expect(collegeSignInTexts.continueWith('oidc.entra')).toBe('Continue with your college account');
  });
});

describe('a first sign-in nobody rostered', () => {
  it('follows self-registration: open, college domains only, closed', () => {
    const open = settingsWith({ signIn: { allowedDomains: ['college.edu'] } });
    expect(newAccountRefusal(open, 'a@gmail.com')).toBeNull();
    const domains = settingsWith({
      signIn: { allowedDomains: ['college.edu'] },
      registration: { selfRegistration: 'collegeDomains' },
    });
    expect(newAccountRefusal(domains, 'a@college.edu')).toBeNull();
    expect(newAccountRefusal(domains, 'a@gmail.com')).toBe(collegeSettingsRefusals.registrationDomain);
    const closed = settingsWith({ registration: { selfRegistration: 'closed' } });
    expect(newAccountRefusal(closed, 'a@college.edu')).toBe(collegeSignInTexts.registrationClosed);
  });

  it('starts approved only when the college approves its own domains', () => {
    const auto = settingsWith({
      signIn: { allowedDomains: ['college.edu'] },
      registration: { autoApproval: 'collegeDomains' },
    });
    expect(approvesOnRegistration(auto, 'a@college.edu')).toBe(true);
    expect(approvesOnRegistration(auto, 'a@gmail.com')).toBe(false);
    const rostered = settingsWith({
      signIn: { allowedDomains: ['college.edu'] },
      registration: { autoApproval: 'rostered' },
    });
    expect(approvesOnRegistration(rostered, 'a@college.edu')).toBe(false);
  });
});

describe("a refusal inside Auth's answer", () => {
  const inner =
    '{"error":{"message":"Please sign in with your college account (@college.edu).","status":"PERMISSION_DENIED"}}';
  it('reads the message from the server answer and from the SDK error data, escaped once more', () => {
    const server = `BLOCKING_FUNCTION_ERROR_RESPONSE : ((HTTP request to http://x/beforeCreate returned HTTP error 403: ${inner}))`;
    expect(blockingRefusalText(server)).toBe('Please sign in with your college account (@college.edu).');
    expect(blockingRefusalText(JSON.stringify({ message: server }))).toBe(
      'Please sign in with your college account (@college.edu).',
    );
  });

  it('keeps apostrophes and unicode, and answers undefined without a message', () => {
    expect(blockingRefusalText('{"error":{"message":"Can\'t \\u00e9"}}')).toBe("Can't é");
    expect(blockingRefusalText('INTERNAL_ERROR')).toBeUndefined();
  });
});
