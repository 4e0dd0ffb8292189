// The ads area's tables (Drizzle; PostgreSQL 15 and PGlite alike): the house ads and where they
// show. drizzle-kit reads every area's schema.ts on its own to generate migrations: only other
// areas' schema files and type imports from core here.
import type { AdSize, AdSlot } from '@csz/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { districts, states } from '../lookups/schema';

/**
 * The ad inventory (spec §1 "Ads ... are chosen by region", §9 slots and sizes). An ad aimed at a
 * county names its state too; one with no state is shown everywhere. Without an image_url the
 * server draws the picture from the alt text (house ads), at /ads/{id}.svg.
 */
export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    slot: text('slot').$type<AdSlot>().notNull(),
    size: text('size').$type<AdSize>().notNull(),
    stateId: integer('state_id').references(() => states.id),
    districtId: integer('district_id').references(() => districts.id),
    href: text('href').notNull(),
    imageUrl: text('image_url'),
    /** The 320x50 picture of a banner on phones. */
    mobileImageUrl: text('mobile_image_url'),
    alt: text('alt').notNull(),
    /** How many turns of the rotation the ad gets among ads of the same rank. */
    weight: integer('weight').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ads_slot').on(t.slot, t.stateId, t.districtId),
    check('ads_weight', sql`${t.weight} between 1 and 100`),
    check('ads_county_in_state', sql`${t.districtId} is null or ${t.stateId} is not null`),
  ],
);
