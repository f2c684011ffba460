// `npm run create-admin -- --email a@b.edu --name "Name"` (password from ADMIN_PASSWORD or --password):
// makes an admin account in the Firebase project the Admin SDK is pointed at. Admins cannot
// self-register; this is how a real deployment gets its first one. Against production it uses
// Application Default Credentials (`gcloud auth application-default login`) and GCLOUD_PROJECT.
import { parseArgs } from 'node:util';
import { createAdminAccount } from '@appointments/functions/seed';
import { initializeApp } from 'firebase-admin/app';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    project: { type: 'string' },
  },
});

const email = values.email?.trim().toLowerCase();
const name = values.name?.trim();
const password = values.password ?? process.env.ADMIN_PASSWORD;
if (!email || !name || !password || password.length < 8) {
  console.error(
    'Usage: npm run create-admin -- --email EMAIL --name NAME [--project ID] (ADMIN_PASSWORD ≥ 8 characters)',
  );
  process.exit(2);
}

initializeApp(values.project ? { projectId: values.project } : undefined);
const uid = await createAdminAccount({ email, name, password }, new Date());
console.log(`Admin ${email} created (uid ${uid}).`);
