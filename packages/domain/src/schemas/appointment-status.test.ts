import { expect, it } from 'vitest';
import { appointmentStatusUpdateSchema } from './appointment-status';
import { fieldErrors, parsed } from './field-errors.testing';

it('lets a teacher approve or cancel only', () => {
  expect(parsed(appointmentStatusUpdateSchema, { status: 'approved' })).toEqual({ status: 'approved' });
  expect(parsed(appointmentStatusUpdateSchema, { status: 'canceled' })).toEqual({ status: 'canceled' });
  for (const status of ['completed', 'pending', 'cancelled', undefined]) {
    expect(fieldErrors(appointmentStatusUpdateSchema, { status })).toEqual({
      status: 'Status must be approved or canceled',
    });
  }
});
