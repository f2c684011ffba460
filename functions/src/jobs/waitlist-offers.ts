import { expireOffers } from '../services/waitlist-seats';

/** Every minute: offers whose hold ran out end, and each seat is offered to the next student in line. */
export async function runWaitlistOffers(now: Date): Promise<{ expired: number }> {
  return { expired: await expireOffers(now) };
}
