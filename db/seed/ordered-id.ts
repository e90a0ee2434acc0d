import { randomFillSync } from 'node:crypto';

let lastMs = 0;
let sequence = 0;
/** Random bytes drawn 64 KB at a time: one call per id costs more than the rest of the seed's row building. */
const pool = Buffer.alloc(65_536);
let poolAt = pool.length;

function randomTail(): Buffer {
  if (poolAt + 16 > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  poolAt += 16;
  return Buffer.from(pool.subarray(poolAt - 16, poolAt));
}

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, a 12-bit counter, then random bits.
 * Ids made one after another sort one after another, so a million seeded providers append to
 * the primary keys and to every `provider_id` index (services, hours, reviews, slots) instead of
 * writing to random pages: random v4 keys make those indexes outgrow shared buffers and turn each
 * insert into a page fetch.
 */
export function orderedId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    // Over 4,096 ids in one millisecond: borrow the next millisecond, so the order holds.
    lastMs += 1;
    sequence = 0;
  }
  const bytes = randomTail();
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
