import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { teacherCardFromData } from '@/lib/teacher-card-document';
import { appointmentFromData } from './documents';

describe('Firestore documents into domain shapes', () => {
  it('turns Timestamps into ISO instants and fills what is missing', () => {
    const appointment = appointmentFromData('a1', {
      studentId: 's1',
      teacherId: 't1',
      status: 'approved',
      bookingType: 'slot_booking',
      dateTime: Timestamp.fromDate(new Date('2026-03-11T04:30:00Z')),
      autoUpdated: true,
      autoUpdatedAt: Timestamp.fromMillis(Date.parse('2026-03-12T00:00:00Z')),
      teacher: { name: 'Meera Iyer', profile: { profilePicture: '' } },
    });
    expect(appointment.dateTime).toBe('2026-03-11T04:30:00.000Z');
    expect(appointment.autoUpdatedAt).toBe('2026-03-12T00:00:00.000Z');
    // No createdAt stored: it falls back to the session time so the sort stays total.
    expect(appointment.createdAt).toBe('2026-03-11T04:30:00.000Z');
    expect(appointment.teacher).toEqual({
      name: 'Meera Iyer',
      subject: '',
      department: '',
      profile: { profilePicture: null },
    });
  });

  it('reads an unknown status as pending and an unknown booking type as a custom request', () => {
    const appointment = appointmentFromData('a2', {
      status: 'weird',
      bookingType: 'other',
      dateTime: 'nonsense',
    });
    expect(appointment.status).toBe('pending');
    expect(appointment.bookingType).toBe('custom_request');
    expect(appointment.dateTime).toBe('');
  });

  it('derives hasAvailableSlots from the counter and keeps only valid profile values', () => {
    const card = teacherCardFromData('t1', {
      name: 'Arjun Rao',
      availableSlotsCount: 2,
      averageRating: 4.5,
      totalRatings: 'many',
      profile: { experience: '7', qualification: ['PhD', 3], profilePicture: 'https://example.test/a.png' },
    });
    expect(card.hasAvailableSlots).toBe(true);
    expect(card.totalRatings).toBe(0);
    expect(card.profile.experience).toBeNull();
    expect(card.profile.qualification).toEqual(['PhD']);
    expect(card.profile.profilePicture).toBe('https://example.test/a.png');
  });
});
