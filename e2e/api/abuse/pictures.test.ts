// Picture uploads under attack: a decompression bomb, and several uploads racing each other.
import { createDeflate } from 'node:zlib';
import { validationMessages } from '@appointments/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../support/accounts';
import { storedDoc } from '../../support/admin';
import { appUrl, testPorts } from '../../support/stack-env';

async function upload(token: string, role: string, bytes: Buffer) {
  const form = new FormData();
  form.append('profilePicture', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
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

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A complete, valid grayscale PNG of side × side black pixels: ~270 MB once decoded, ~260 KB as a file. */
async function pixelBomb(side: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grayscale, no interlace
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (part: Buffer) => compressed.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(side + 1); // filter byte 0, then the row's pixels
  for (let y = 0; y < side; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The objects under a prefix, from the Storage emulator's JSON API. */
async function objectsUnder(bucketName: string, prefix: string): Promise<string[]> {
  const response = await fetch(
    `http://127.0.0.1:${testPorts.storage}/storage/v1/b/${bucketName}/o?prefix=${encodeURIComponent(prefix)}`,
  );
  const body = (await response.json()) as { items?: Array<{ name: string }> };
  return (body.items ?? []).map((item) => item.name);
}

describe('profile picture uploads', () => {
  it('refuses a 16383×16383 pixel bomb with 400 before decoding it', async () => {
    const student = await signedInAccount('student');
    const bomb = await pixelBomb(16383);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const answer = await upload(student.token, 'student', bomb);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: validationMessages.pictureTooManyPixels });
  }, 120_000);

  it('takes a picture of exactly 4096×4096 pixels', async () => {
    const student = await signedInAccount('student');
    const answer = await upload(student.token, 'student', await pixelBomb(4096));
    expect(answer.status).toBe(200);
  }, 120_000);

  it("four parallel uploads leave exactly one picture, the profile's, and it loads", async () => {
    const teacher = await signedInAccount('teacher');
    const pictures = await Promise.all(
      ['#cc3333', '#33cc33', '#3333cc', '#cccc33'].map((background) =>
        sharp({ create: { width: 64, height: 64, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const answers = await Promise.all(pictures.map((bytes) => upload(teacher.token, 'teacher', bytes)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    const shown = (await storedDoc.teacher(teacher.uid).get()).get('profile.profilePicture') as string;
    const bucketName = decodeURIComponent(new URL(shown).pathname.split('/b/')[1]?.split('/o/')[0] ?? '');
    const remaining = await objectsUnder(bucketName, `profile-pictures/${teacher.uid}/`);
    expect(remaining).toHaveLength(1);
    expect(decodeURIComponent(new URL(shown).pathname)).toContain(remaining[0]);
    const served = await fetch(shown);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('jpeg');
  });
});
