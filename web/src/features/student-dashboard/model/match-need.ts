// The need's validation (the shared zod schema and the vocabulary it checks against), loaded when the
// student first submits, like the modals' forms: zod stays out of the dashboard's initial JS.
import { matchRequestSchema } from '@appointments/domain';
import { parseForm } from '@/lib/form-errors';

export const parseNeed = (need: string) => parseForm(matchRequestSchema, { need });
