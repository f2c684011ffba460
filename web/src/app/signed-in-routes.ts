// The signed-in part of the route table, one chunk loaded on a signed-in route's first render: the layout
// (reactfire's Auth providers and the session sync) and the guards that ask reactfire who is signed in.
export { RequireAuth } from './guards/require-auth';
export { RequireRole } from './guards/require-role';
export { SignedInLayout } from './layout/signed-in-layout';
