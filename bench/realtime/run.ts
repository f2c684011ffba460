/**
 * Real time through the whole product: a change made through the API until another signed-in browser's
 * screen shows it, over N changes of each kind (budget: p95 ≤ 300 ms on the local stack).
 *   - book:    the student books through the API → the teacher's dashboard shows the request;
 *   - approve: the teacher approves through the API → the student's dashboard shows 'Approved';
 *   - message: the teacher sends through the API → the student's open thread shows it.
 * "total" runs from the start of the API call (it includes the call itself, through Hosting and the Functions
 * emulator); "after answer" from the API's answer to the screen: the listener path alone.
 *
 * Each timed change waits `--settle-ms` (default 1000) after the last untimed or timed one: on one 2-core
 * machine the mail, push and notification triggers of the change before would otherwise share the CPU with
 * the API call being timed, which production runs on instances of their own (`--settle-ms 0`: back to back).
 *
 * Usage: npx tsx bench/realtime/run.ts [--changes 100] [--settle-ms 1000]   (stack on TEST_STACK_SLOT, default 5)
 */
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';

process.env.TEST_STACK_SLOT ??= '5';
const { values } = parseArgs({ options: { changes: { type: 'string' }, 'settle-ms': { type: 'string' } } });
const changes = Number(values.changes ?? '100');
const settleMs = Number(values['settle-ms'] ?? '1000');
const warmUp = 5;

const { startBenchStack } = await import('../support/bench-stack');
const { launchChromium } = await import('../../scripts/lib/chromium');
const { logInThroughUi } = await import('../../scripts/lib/ui-login');
const { summarise, round } = await import('../support/percentiles');
const { benchPair } = await import('../support/bench-pair');
const { bookerOf, studentPool, studentsFor } = await import('../support/student-pool');
const { armWatch, shownAt } = await import('./screen-watch');
const { customRequest } = await import('./booking-request');

interface Sample {
  total: number;
  afterAnswer: number;
}

/** One change: arm the watch, call the API, wait for the screen. */
async function measure(
  page: Page,
  texts: string[],
  change: () => Promise<void>,
  selector?: string,
): Promise<Sample> {
  const watch = await armWatch(page, texts, selector ? { selector } : {});
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const start = Date.now();
  await change();
  const answered = Date.now();
  const shown = await shownAt(page, watch);
  return { total: shown - start, afterAnswer: Math.max(0, shown - answered) };
}

function report(kind: string, samples: Sample[]): string {
  const total = summarise(samples.map((sample) => sample.total));
  const after = summarise(samples.map((sample) => sample.afterAnswer));
  return `| ${kind} | ${total.count} | ${round(total.p50, 0)} | ${round(total.p95, 0)} | ${round(total.max, 0)} | ${round(after.p50, 0)} | ${round(after.p95, 0)} |`;
}

const bench = await startBenchStack();
const browser = await launchChromium();
const rows: string[] = [];
try {
  const { api, appUrl } = bench;
  const { teacher, student } = await benchPair(api);
  const teacherPage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const studentPage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await logInThroughUi(teacherPage, appUrl, teacher.email, teacher.password);
  await teacherPage.waitForURL('**/teacher/dashboard');
  await logInThroughUi(studentPage, appUrl, student.email, student.password);
  await studentPage.waitForURL('**/student/dashboard');

  // The fair-booking caps allow a student two open requests with one teacher, so the bookings come
  // from a pool of students made before any timing.
  const pool = await studentPool(api, studentsFor(warmUp + changes));
  let requests = 0;
  const request = (token: string, purpose: string) =>
    api.call<{ _id: string }>('/student/book', {
      token,
      body: customRequest(teacher.uid, requests++, purpose),
    });

  // book: the request appears on the teacher's screen.
  const bookSamples: Sample[] = [];
  for (let i = 1; i <= warmUp + changes; i++) {
    const purpose = `Realtime booking ${i}`;
    const sample = await measure(teacherPage, [purpose], async () => {
      const answer = await request(bookerOf(pool, i - 1).token, purpose);
      if (!answer.body.data) throw new Error(`booking failed: ${JSON.stringify(answer.body)}`);
    });
    if (i > warmUp) bookSamples.push(sample);
  }
  rows.push(report('book → teacher dashboard', bookSamples));
  // Shown as it comes, so a later failure does not lose it.
  console.error(rows.at(-1));

  // approve: the student's card turns approved. The watched student asks (untimed, shown on their
  // screen before the watch), the teacher approves (timed), and the student then cancels (untimed) so
  // the next request stays within the cap; the student's list grows by one card per change.
  const approveSamples: Sample[] = [];
  for (let i = 1; i <= warmUp + changes; i++) {
    const purpose = `Realtime approval ${i}`;
    const shown = await armWatch(studentPage, [purpose]);
    const asked = await request(student.token, purpose);
    const id = asked.body.data?._id;
    if (!id) throw new Error(`request failed: ${JSON.stringify(asked.body)}`);
    await shownAt(studentPage, shown);
    const sample = await measure(studentPage, [purpose, 'Approved'], async () => {
      const answer = await api.call(`/teacher/appointments/${id}`, {
        method: 'PUT',
        token: teacher.token,
        body: { status: 'approved' },
      });
      if (answer.status !== 200) throw new Error(`approval failed: ${JSON.stringify(answer.body)}`);
    });
    const canceled = await api.call(`/student/appointments/${id}/cancel`, { token: student.token, body: {} });
    if (canceled.status !== 200) throw new Error(`cancel failed: ${JSON.stringify(canceled.body)}`);
    if (i > warmUp) approveSamples.push(sample);
  }
  rows.push(report('approve → student dashboard', approveSamples));
  console.error(rows.at(-1));

  // message: the student's open thread with the teacher shows it. The contact list shows the student's
  // conversations, so the teacher opens one first.
  const opening = await api.call('/message/send', {
    token: teacher.token,
    body: { content: 'Realtime bench', receiver: student.uid, receiverModel: 'student' },
  });
  if (opening.status !== 201) throw new Error(`opening message failed: ${JSON.stringify(opening.body)}`);
  await studentPage.goto(`${appUrl}/messages`);
  await studentPage
    .getByRole('button', { name: new RegExp(teacher.name) })
    .first()
    .click();
  const messageSamples: Sample[] = [];
  for (let i = 1; i <= warmUp + changes; i++) {
    const content = `Realtime message ${i}`;
    const sample = await measure(
      studentPage,
      [content],
      async () => {
        const answer = await api.call('/message/send', {
          token: teacher.token,
          body: { content, receiver: student.uid, receiverModel: 'student' },
        });
        if (answer.status !== 201) throw new Error(`send failed: ${JSON.stringify(answer.body)}`);
      },
      '[data-message-id], li, article',
    );
    if (i > warmUp) messageSamples.push(sample);
  }
  rows.push(report('message → student thread', messageSamples));
  console.error(rows.at(-1));
} finally {
  await browser.close();
  await bench.stack.stop();
}

console.log(
  `\nAPI change → another browser's screen (${changes} changes each, after ${warmUp} warm-up, ${settleMs} ms settle before each):\n`,
);
console.log(
  '| change | n | total p50 ms | total p95 ms | total max ms | after answer p50 ms | after answer p95 ms |',
);
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
process.exit(0);
