// Stands in for the `re2js` package in the web build (vite.config.ts). Firestore's web SDK imports it only
// to evaluate the regular-expression functions of pipeline queries (like, regex_contains, regex_match) on
// the client; this app runs no pipeline queries, and the real package is 43 KB (gzip) of every signed-in
// page's first load. Should one ever run, Firestore catches this error and logs that the expression
// could not be evaluated.
export const RE2JS = {
  compile(): never {
    throw new Error('Regular expressions of Firestore pipeline queries are not bundled in this app');
  },
};
