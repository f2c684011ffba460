// `@appointments/functions/app`: the API's Express app and the parts benches serve on their own (the CSV
// export), to run in a process of their own beside the Functions emulator; and the limits and the fixed
// answer time the abuse tests measure against. Import it only after the emulator hosts are in the environment: firebase-admin reads them
// when first used.
export { createApp } from '../app';
export { listStudents } from '../data/account-lists';
export { forgotPasswordLimits, loginLimits } from '../lib/abuse-limits';
export { exportAppointments, exportStudents } from '../routes/admin/export';
export { FORGOT_PASSWORD_ANSWER_MS } from '../routes/auth/forgot-password';
