// The admin's account lists, a page at a time: what GET /admin/students, /admin/teachers and /admin/users
// accept, and the counts beside them.
import { z } from 'zod';

/** Accounts per page, in the API and on the admin panel ('Load more'). */
export const ACCOUNT_PAGE_SIZE = 50;
export const MAX_ACCOUNT_PAGE_SIZE = 100;

export const ACCOUNT_STATUS_FILTERS = ['all', 'active', 'pending'] as const;
export type AccountStatusFilter = (typeof ACCOUNT_STATUS_FILTERS)[number];

export const accountListQuerySchema = z.object({
  status: z.enum(ACCOUNT_STATUS_FILTERS).default('all'),
  search: z.string().trim().max(200).default(''),
  department: z.string().trim().max(100).default(''),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ACCOUNT_PAGE_SIZE).default(ACCOUNT_PAGE_SIZE),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

/** The counts of a list, from aggregation queries (no account is read to count it). */
export interface AccountCounts {
  /** Every account of the kind. */
  total: number;
  /** Of every account: approved, and not approved. */
  active: number;
  pending: number;
  /** What the search and every filter let through: the 'shown' of 'shown of total', 'Found N'. */
  matching: number;
  /** What the search alone finds (every account without a search): tells 'nothing found' from 'filtered out'. */
  searchMatches: number;
  /** Teachers per department (every status, no search): the department filter's options. */
  departments?: Record<string, number>;
}
