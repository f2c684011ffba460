/** Changes whenever an account is added, removed, approved or suspended: the statistics are fetched again. */
export function accountsKey(accounts: readonly { _id: string; isApproved: boolean }[]): string {
  return accounts
    .map((account) => `${account._id}:${account.isApproved ? 1 : 0}`)
    .sort()
    .join('|');
}
