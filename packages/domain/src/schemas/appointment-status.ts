import { z } from 'zod';
import { validationMessages } from '../validation-messages';

/** PUT /teacher/appointments/{id}: a teacher can only approve or decline. */
export const appointmentStatusUpdateSchema = z.object({
  status: z.enum(['approved', 'canceled'], { error: validationMessages.statusInvalid }),
});
