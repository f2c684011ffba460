// The sign-in forms under attack: spoofed forwarding headers, timing probes, password guessing
// and scripted registration. On the local stack the caller stands in for Google's front end: the
// last X-Forwarded-For entry is "the address the front end saw", everything before it is the
// client's own writing (scripts/lib/local-stack.ts sets one trusted hop).
import { apiErrorMessages, collections } from '@appointments/domain';
import { FORGOT_PASSWORD_ANSWER_MS, forgotPasswordLimits, loginLimits } from '@appointments/functions/app';
import { afterEach, describe, expect, it } from 'vitest';
import { approveDirectly, registerAccount } from '../../support/accounts';
import { adminDb, setClockOffset } from '../../support/admin';
import { callApi, strongPassword, uniqueEmail } from '../../support/api';
import { appUrl } from '../../support/stack-env';

const fromAddress = (address: string, spoofed = '') => ({
  'x-forwarded-for': spoofed ? `${spoofed}, ${address}` : address,
});

let addressCounter = 0;
/** A fresh documentation-range address per test, so tests never share a counter. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.${100 + (Date.now() % 100)}.${addressCounter}`;
}

async function inBatches<T>(count: number, size: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, k) => task(start + k));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

afterEach(async () => {
  await setClockOffset(0);
});

/**
 * Moves the stack's clock to one second into a fresh window of `windowMs` and returns the offset it set: the
 * limits count in windows aligned to their length, and a test of many attempts that crossed a boundary would
 * split its count in two.
 */
async function startOfWindow(windowMs: number): Promise<number> {
  const now = Date.now();
  const offsetMs = Math.ceil(now / windowMs) * windowMs - now + 1000;
  await setClockOffset(offsetMs);
  return offsetMs;
}

describe('forgot password', () => {
  it('limits one address even when the client rotates X-Forwarded-For', async () => {
    await startOfWindow(forgotPasswordLimits.perAddress.windowMs);
    const address = freshAddress();
    const answers = await inBatches(70, 5, (index) =>
      callApi('/auth/forgot-password', {
        body: { email: uniqueEmail(`nobody${index}`) },
        headers: fromAddress(address, `10.${index}.0.1`),
      }),
    );
    // Concurrent attempts may see each other's counts: never more than the limit gets through.
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(60);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({
      success: false,
      message: apiErrorMessages.rateLimited,
    });
  }, 120_000);

  it('answers an address with an account as one without: the same answer, after the fixed wait, with the reset mail already queued', async () => {
    const address = freshAddress();
    const known = await Promise.all(Array.from({ length: 3 }, () => registerAccount('student')));
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await callApi('/auth/forgot-password', {
        body: { email },
        headers: fromAddress(address),
      });
      return { answer, tookMs: performance.now() - started, answeredAt: Date.now() };
    };
    const pairs = await Promise.all(
      known.map(async ({ email }, index) => {
        const [forKnown, forUnknown] = await Promise.all([
          timed(email),
          timed(uniqueEmail(`unknown${index}`)),
        ]);
        return { email, forKnown, forUnknown };
      }),
    );
    for (const { email, forKnown, forUnknown } of pairs) {
      expect(forKnown.answer.status).toBe(200);
      expect(forKnown.answer.body).toEqual(forUnknown.answer.body);
      expect(forKnown.answer.body.message).toBe(apiErrorMessages.resetLinkSent);
      // Neither answer leaves before the fixed wait: its time does not depend on what the server found.
      for (const { tookMs } of [forKnown, forUnknown]) {
        expect(tookMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS);
      }
      // The account's work (the lookup, the token and its queued mail) was done inside that wait, so the wait
      // alone set the answer's time. How close the two times come is measured by bench/api/forgot-password-timing.ts.
      const queued = await adminDb.collection(collections.mail).where('to', '==', email).get();
      expect(queued.size).toBe(1);
      expect(queued.docs[0]?.createTime.toMillis()).toBeLessThan(forKnown.answeredAt);
    }
  });
});

describe('login', () => {
  it('locks one address out of an account after repeated wrong passwords; the owner elsewhere signs in, and the lock ends', async () => {
    const attacker = freshAddress();
    const owner = freshAddress();
    const account = await registerAccount('student');
    await approveDirectly(account, 'student');
    const windowMs = loginLimits.perAddressAndAccount.windowMs;
    const offsetMs = await startOfWindow(windowMs);

    const guesses = await inBatches(30, 5, (index) =>
      callApi('/auth/login', {
        body: { email: account.email, password: `Wrong!${index}a` },
        headers: fromAddress(attacker),
      }),
    );
    const statuses = guesses.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);

    const rightFromAttacker = await fetchLogin(account.email, account.password, attacker);
    expect(rightFromAttacker.status).toBe(429);
    expect(Number(rightFromAttacker.headers.get('retry-after'))).toBeGreaterThan(0);

    const rightFromOwner = await fetchLogin(account.email, account.password, owner);
    expect(rightFromOwner.status).toBe(200);

    await setClockOffset(offsetMs + windowMs);
    const afterTheLock = await fetchLogin(account.email, account.password, attacker);
    expect(afterTheLock.status).toBe(200);
  }, 120_000);
});

describe('register', () => {
  it('limits a burst of registrations from one address, with Retry-After', async () => {
    const address = freshAddress();
    const answers = await inBatches(25, 5, (index) =>
      fetchJson('/auth/register', address, {
        name: `Burst ${index}`,
        role: 'student',
        email: uniqueEmail(`burst${index}`),
        password: strongPassword,
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    const limited = answers.find((answer) => answer.status === 429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited?.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  }, 120_000);
});

function fetchJson(path: string, address: string, body: unknown) {
  return fetch(`${appUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromAddress(address) },
    body: JSON.stringify(body),
  });
}

function fetchLogin(email: string, password: string, address: string) {
  return fetchJson('/auth/login', address, { email, password });
}
