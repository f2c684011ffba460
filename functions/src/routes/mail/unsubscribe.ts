// The unsubscribe link of a mail, without logging in: GET shows what the link will turn off and a
// button (so a mail scanner following links turns nothing off); POST turns it off, and is also what a
// mail client's one-click unsubscribe sends (List-Unsubscribe-Post, RFC 8058). The signed token says
// which address and which kind; an altered one is refused.
import { mailPreferencesTexts, notificationTexts, unsubscribeTexts } from '@appointments/domain';
import type { Request, Response } from 'express';
import { ApiError, badRequest } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { type UnsubscribeClaim, verifyUnsubscribeToken } from '../../lib/unsubscribe-token';
import { unsubscribeAddress } from '../../services/mail-preferences';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(res: Response, status: number, body: string) {
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(unsubscribeTexts.pageTitle)} · ${escapeHtml(notificationTexts.productName)}</title></head><body><main><h1>${escapeHtml(unsubscribeTexts.pageTitle)}</h1>${body}</main></body></html>`,
    );
}

const wantsJson = (req: Request) => req.accepts(['html', 'json']) === 'json';

function claimOf(req: Request): UnsubscribeClaim {
  const token = req.query.token;
  const claim = typeof token === 'string' && token.length <= 1000 ? verifyUnsubscribeToken(token) : null;
  if (!claim) throw badRequest(unsubscribeTexts.invalid);
  return claim;
}

/** Answers a refusal as a page for a person, in the API's error shape for a program. */
async function answering(req: Request, res: Response, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (wantsJson(req) || !(error instanceof ApiError)) throw error;
    page(res, error.status, `<p>${escapeHtml(error.message)}</p>`);
  }
}

export async function showUnsubscribe(req: Request, res: Response) {
  await answering(req, res, async () => {
    const claim = claimOf(req);
    const label = mailPreferencesTexts.kinds[claim.kind].label;
    if (wantsJson(req)) {
      sendData(res, { email: claim.email, kind: claim.kind });
      return;
    }
    const action = `?token=${encodeURIComponent(String(req.query.token))}`;
    page(
      res,
      200,
      `<p>${escapeHtml(unsubscribeTexts.confirm(label, claim.email))}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(unsubscribeTexts.confirmButton)}</button></form>`,
    );
  });
}

export async function unsubscribe(req: Request, res: Response) {
  await answering(req, res, async () => {
    const claim = claimOf(req);
    await unsubscribeAddress(claim.email, claim.kind);
    const done = unsubscribeTexts.done(mailPreferencesTexts.kinds[claim.kind].label);
    if (wantsJson(req)) sendData(res, { email: claim.email, kind: claim.kind }, { message: done });
    else page(res, 200, `<p>${escapeHtml(done)}</p>`);
  });
}
