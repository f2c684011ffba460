import { createHash } from 'node:crypto';

/** CRC32C (Castagnoli, reflected polynomial 0x82F63B78), one table entry per byte value. */
const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
    table[byte] = crc >>> 0;
  }
  return table;
})();

function crc32c(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ContentHashes {
  /** Base64 MD5, as GCS's `md5Hash`. */
  readonly md5Hash: string;
  /** Base64 of the big-endian CRC32C, as GCS's `crc32c`. */
  readonly crc32c: string;
}

export function hashContent(data: Buffer): ContentHashes {
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32c(data));
  return { md5Hash: createHash('md5').update(data).digest('base64'), crc32c: crc.toString('base64') };
}
