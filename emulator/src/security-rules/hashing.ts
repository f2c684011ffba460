import { createHash } from 'node:crypto';

function crcTable(polynomial: number): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? polynomial ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

// Reflected polynomials: CRC-32 (IEEE) and CRC-32C (Castagnoli, used by Cloud Storage).
const CRC32_TABLE = crcTable(0xedb88320);
const CRC32C_TABLE = crcTable(0x82f63b78);

function crc(table: Uint32Array, data: Uint8Array): Uint8Array {
  let c = 0xffffffff;
  for (const byte of data) c = (table[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  const value = (c ^ 0xffffffff) >>> 0;
  // Big-endian, as Cloud Storage encodes checksums.
  return new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

export const crc32 = (data: Uint8Array) => crc(CRC32_TABLE, data);
export const crc32c = (data: Uint8Array) => crc(CRC32C_TABLE, data);
export const md5 = (data: Uint8Array) => new Uint8Array(createHash('md5').update(data).digest());
export const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
