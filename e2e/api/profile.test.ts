import { collections, successMessages, validationMessages } from '@appointments/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../support/accounts';
import { adminDb, storedDoc } from '../support/admin';
import { callApi } from '../support/api';
import { appUrl } from '../support/stack-env';
import { hoursFromNow } from '../support/time';

async function uploadPicture(token: string, role: string, bytes: Buffer, type: string, filename = 'me.png') {
  const form = new FormData();
  form.append('profilePicture', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(`${appUrl}/api/${role}/profile/picture`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: { profilePicture: string }; message?: string },
  };
}

describe('profiles', () => {
  it('updates a student profile, keeps the email and refuses bad values with their messages', async () => {
    const student = await signedInAccount('student', { name: 'Profile Student' });
    const update = await callApi<{ name: string; email: string; profile: Record<string, unknown> }>(
      '/student/profile',
      {
        method: 'PUT',
        token: student.token,
        body: {
          name: 'Renamed Student',
          email: 'hijack@evil.test',
          profile: {
            course: 'B.Sc. Physics',
            year: 2,
            cgpa: 8.75,
            subjectsOfInterest: 'Optics, , Lasers',
            socialLinks: {},
          },
        },
      },
    );
    expect(update.status).toBe(200);
    expect(update.body.message).toBe(successMessages.profileUpdated);
    expect(update.body.data).toMatchObject({
      name: 'Renamed Student',
      email: student.email,
      profile: { course: 'B.Sc. Physics', year: 2, cgpa: 8.75, subjectsOfInterest: ['Optics', 'Lasers'] },
    });

    const bad = await callApi('/student/profile', {
      method: 'PUT',
      token: student.token,
      body: { name: 'X', profile: { cgpa: 10.5, year: 5, socialLinks: { linkedin: 'javascript:alert(1)' } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      'profile.cgpa': validationMessages.cgpaInvalid,
      'profile.year': validationMessages.yearInvalid,
      'profile.socialLinks.linkedin': validationMessages.urlInvalid,
    });
  });

  it('keeps a teacher phone in the private part and the rest on the public card', async () => {
    const teacher = await signedInAccount('teacher');
    const update = await callApi<{ profile: { phone: string; experience: number } }>('/teacher/profile', {
      method: 'PUT',
      token: teacher.token,
      body: {
        name: 'Prof. Updated',
        subject: 'Optics',
        department: 'Physics',
        profile: { phone: '+919800000000', experience: 7 },
      },
    });
    expect(update.body.data?.profile).toMatchObject({ phone: '+919800000000', experience: 7 });
    const card = (await storedDoc.teacher(teacher.uid).get()).data();
    expect(card?.profile?.phone).toBeUndefined();
    expect(card?.profile?.experience).toBe(7);
    expect((await storedDoc.teacherPrivate(teacher.uid).get()).get('phone')).toBe('+919800000000');
  });
});

describe('profile pictures', () => {
  it('re-encodes a HEIF picture the server can decode, and names the accepted formats for one it cannot', async () => {
    const student = await signedInAccount('student');
    const square = sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } });
    const avif = await square.heif({ compression: 'av1' }).toBuffer();
    const stored = await uploadPicture(student.token, 'student', avif, 'image/heif', 'me.heif');
    expect(stored.status).toBe(200);
    const picture = await fetch(stored.body.data?.profilePicture ?? '');
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('jpeg');

    // The same bytes labelled as an iPhone's HEVC-coded HEIC: this server's image library cannot decode it.
    const heic = Buffer.from(
      avif.toString('latin1').split('avif').join('heic').split('av01').join('hvc1'),
      'latin1',
    );
    const refused = await uploadPicture(student.token, 'student', heic, 'image/heic', 'IMG_0042.HEIC');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(validationMessages.pictureHeicUnsupported);
  });

  it('re-encodes an upload without its metadata, serves it and shows it on appointment cards', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    await callApi('/student/book', {
      token: student.token,
      body: {
        teacherId: teacher.uid,
        dateTime: hoursFromNow(9),
        purpose: 'Q',
        bookingType: 'custom_request',
      },
    });
    const withExif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const answer = await uploadPicture(teacher.token, 'teacher', withExif, 'image/jpeg', 'me.jpg');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(successMessages.profilePictureUpdated);
    const url = answer.body.data?.profilePicture ?? '';
    const served = Buffer.from(await (await fetch(url)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(served.includes(Buffer.from('secret-location'))).toBe(false);

    const card = (await storedDoc.teacher(teacher.uid).get()).get('profile.profilePicture');
    expect(card).toBe(url);
    const appointment = await adminDb
      .collection(collections.appointments)
      .where('teacherId', '==', teacher.uid)
      .get();
    expect(appointment.docs[0]?.get('teacher.profile.profilePicture')).toBe(url);
  });

  it('refuses a file over 2 MB and a file that is not an image, with the spec messages', async () => {
    const student = await signedInAccount('student');
    const big = await uploadPicture(student.token, 'student', Buffer.alloc(3 * 1024 * 1024, 1), 'image/png');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(validationMessages.pictureTooLarge);
    const text = await uploadPicture(
      student.token,
      'student',
      Buffer.from('<script>alert(1)</script>'),
      'image/png',
    );
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(validationMessages.pictureNotImage);
    expect((await storedDoc.student(student.uid).get()).get('profile.profilePicture')).toBeNull();
  });

  it('refuses a JSON body over 100 KB with 413', async () => {
    const student = await signedInAccount('student');
    const answer = await callApi('/student/profile', {
      method: 'PUT',
      token: student.token,
      body: { name: 'Big', profile: { bio: 'x'.repeat(200_000) } },
    });
    expect(answer.status).toBe(413);
  });
});
