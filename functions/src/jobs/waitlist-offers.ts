import { expireOffers, offerMissedSeats } from '../services/waitlist-seats';

/**
 * Every minute: offers whose hold ran out end, each seat going to the next student in line; then any free
 * seat a waiting student was not offered (its change committed, and its offer step never ran) is offered.
 */
export async function runWaitlistOffers(now: Date): Promise<{ expired: number; offered: number }> {
  const expired = await expireOffers(now);
  return { expired, offered: await offerMissedSeats(now) };
}
