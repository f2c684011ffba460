// `npm run backfill-search-keys [-- --project ID]`: writes the account search keys (`searchKeys`) on every
// student and teacher document that lacks them or holds keys of an older rule. Run after each deployment
// (docs/operations.md, "Account search"); it writes nothing when every account is current. Against
// production it uses Application Default Credentials, as `create-admin` does.
import { parseArgs } from 'node:util';
import { backfillSearchKeys } from '@appointments/functions/backfill';
import { initializeApp } from 'firebase-admin/app';

const { values } = parseArgs({ options: { project: { type: 'string' } } });
initializeApp(values.project ? { projectId: values.project } : undefined);
const { students, teachers } = await backfillSearchKeys();
console.log(
  `Search keys: ${students.updated} of ${students.read} students and ${teachers.updated} of ${teachers.read} teachers updated.`,
);
