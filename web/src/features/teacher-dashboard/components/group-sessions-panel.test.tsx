import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../../../test/render';
import type { TeacherAppointment } from '../api/teacher-appointment';
import GroupSessionsPanel from './group-sessions-panel';

afterEach(cleanup);

const time = '2030-03-06T04:30:00.000Z';
const seat = (id: string, name: string, status: 'pending' | 'approved'): TeacherAppointment => ({
  _id: id,
  status,
  dateTime: time,
  createdAt: time,
  purpose: '',
  bookingType: 'slot_booking',
  student: { name, email: `${id}@college.test`, profile: { profilePicture: null } },
  canceledBy: null,
  cancelReason: null,
  autoUpdated: false,
  studentId: id,
  groupSession: true,
});

describe('the group sessions panel', () => {
  it('lists each attendee with their state, the seats and the line, and messages all of them', async () => {
    const onMessage = vi.fn(async () => ({ sent: 2 }));
    render(
      <ChakraProvider value={appSystem}>
        <GroupSessionsPanel
          appointments={[seat('s1', 'Asha', 'approved'), seat('s2', 'Ravi', 'pending')]}
          seats={new Map([[time, { capacity: 20, seatsLeft: 18 }]])}
          lines={new Map([['2030-03-06T04:30Z', 3]])}
          onMessage={onMessage}
          onCancel={vi.fn()}
          onSeats={vi.fn()}
        />
      </ChakraProvider>,
    );
    const session = screen.getByTestId('group-session');
    expect(within(session).getByText('2 of 20 seats booked · 3 on the waitlist')).toBeInTheDocument();
    expect(within(session).getByText('Asha')).toBeInTheDocument();
    expect(within(session).getByText('Ravi')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Message all' }));
    await userEvent.type(await screen.findByLabelText('Message to every attendee'), 'Room changed');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onMessage).toHaveBeenCalledWith('2030-03-06T04:30Z', 'Room changed');
  });

  it('changes the seats, starting from the present number', async () => {
    const onSeats = vi.fn(async () => ({ capacity: 25, seatsLeft: 23 }));
    render(
      <ChakraProvider value={appSystem}>
        <GroupSessionsPanel
          appointments={[seat('s1', 'Asha', 'approved'), seat('s2', 'Ravi', 'pending')]}
          seats={new Map([[time, { capacity: 20, seatsLeft: 18 }]])}
          lines={new Map()}
          onMessage={vi.fn()}
          onCancel={vi.fn()}
          onSeats={onSeats}
        />
      </ChakraProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change seats' }));
    const field = await screen.findByLabelText('Seats (at least those booked, at most 50)');
    expect(field).toHaveValue(20);
    await userEvent.clear(field);
    await userEvent.type(field, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save seats' }));
    expect(onSeats).toHaveBeenCalledWith('2030-03-06T04:30Z', 25);
  });

  it('shows nothing without group sessions', () => {
    const { container } = render(
      <ChakraProvider value={appSystem}>
        <GroupSessionsPanel
          appointments={[]}
          seats={new Map()}
          lines={new Map()}
          onMessage={vi.fn()}
          onCancel={vi.fn()}
          onSeats={vi.fn()}
        />
      </ChakraProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
