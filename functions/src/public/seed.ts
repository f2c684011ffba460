// `@appointments/functions/seed`: what code outside functions/ (the seed of `npm start`, the benches' colleges,
// the e2e fixtures) uses to make accounts and data exactly as the product makes them. The rest of
// functions/src is internal to the package; `npm run boundaries` refuses deep imports into it.
export { newStudentDocument, newTeacherDocuments, studentRef } from '../data/accounts';
export { createAdminAccount } from '../data/admin-accounts';
export { counterDeltas, type Deltas } from '../data/appointment-counters';
export { setAccountClaims } from '../data/claims';
export { NO_NEXT_SLOT_AT } from '../data/next-slot';
export { nextRatingAggregates } from '../data/ratings';
export { lexicalEmbedder } from '../matching/lexical-embedder';
export {
  profileEmbeddingHash,
  profileSourceOf,
  refreshProfileEmbedding,
} from '../matching/profile-embedding';
export { loginCustomToken } from '../services/login';
export { approveQuietly } from '../services/quiet-approval';
export { createSelfRegisteredAccount } from '../services/registration';
