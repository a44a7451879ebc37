import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The perceptual hashes of every stored ad photo (issue 29: photos copied from another ad), per stored file: `crop` 0
 * is the whole photo, 1–8 its 5% crops (photo-hash.ts), so a cropped copy is found too. `storage_key` is
 * `ad_media.storage_key`: the media rows, their ads and owners are one indexed join away. Per file, not per media row,
 * because the demo seed shows one pool of files on thousands of ads: rows per media item would put thousands of rows
 * behind every hash and every lookup would walk them.
 *
 * The four 16-bit bands of the hash are indexed each with the hash itself (multi-index hashing): two hashes within
 * distance d share a band within distance floor(d / 4), so a lookup probes each band's index for those few values and
 * checks the exact distance on the index entries alone: with the key in the index too, the lookup is index-only and
 * reads the table for nothing but the photos it finds.
 */
export const photoHashes = pgTable(
  'photo_hashes',
  {
    storageKey: text('storage_key').notNull(),
    crop: smallint('crop').notNull(),
    /** The 64 bits as a signed bigint (two's complement). */
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    band0: integer('band0').notNull(),
    band1: integer('band1').notNull(),
    band2: integer('band2').notNull(),
    band3: integer('band3').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storageKey, t.crop] }),
    index('photo_hashes_band0_idx').on(t.band0, t.hash, t.storageKey),
    index('photo_hashes_band1_idx').on(t.band1, t.hash, t.storageKey),
    index('photo_hashes_band2_idx').on(t.band2, t.hash, t.storageKey),
    index('photo_hashes_band3_idx').on(t.band3, t.hash, t.storageKey),
  ],
);
