import { z } from 'zod';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, SHORT_TEXT_MAX_LENGTH } from '../constants';
import { validationMessages } from '../validation-messages';
import {
  emailAddressField,
  optionalPhoneField,
  personNameField,
  requiredPasswordField,
  requiredText,
} from './fields';

/** POST /admin/teacher. Department stays free text: self-registered teachers may use names outside the list. */
export const newTeacherSchema = z.object({
  name: personNameField(NAME_MAX_LENGTH, {
    length: NAME_MIN_LENGTH,
    message: validationMessages.nameTooShort,
  }),
  email: emailAddressField,
  password: requiredPasswordField.min(PASSWORD_MIN_LENGTH, { error: validationMessages.passwordTooShort }),
  phone: optionalPhoneField,
  department: requiredText(validationMessages.departmentRequired, 'Department', SHORT_TEXT_MAX_LENGTH),
  subject: requiredText(validationMessages.subjectRequired, 'Subject', SHORT_TEXT_MAX_LENGTH),
});
export type NewTeacherPayload = z.output<typeof newTeacherSchema>;
