import { AD_SLOT_INFO, contactPath, PATHS, selectionPath, type AdSlot } from '@csz/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ads } from '../ads/schema';
import { districts, states } from '../lookups/schema';

type AdRow = typeof ads.$inferInsert;

/** A house ad: the network promoting itself; the server draws its picture from its words. */
function houseAd(
  slot: AdSlot,
  alt: string,
  href: string,
  region: { stateId?: number; districtId?: number; weight?: number } = {},
): AdRow {
  return { slot, size: AD_SLOT_INFO[slot].size, alt, href, ...region };
}

/**
 * The demo's ad inventory: house ads in every slot everywhere (the statewide slots take only ads
 * aimed at a state, so each active state gets its own), and ads for Maryland and for Montgomery
 * County, so a reader there sees the most specific one (spec §1 "chosen by region").
 */
export async function seedDemoAds(db: Database): Promise<number> {
  const rows: AdRow[] = [
    houseAd('General_Top_300x250', "Play Pick 'Em: call tonight's winners", PATHS.playGames, {
      weight: 2,
    }),
    houseAd('General_Top_300x250', 'Add your team to CSZ', contactPath()),
    houseAd('General_970x90', 'Every final score by 11 pm: follow your team on CSZ', PATHS.signUp),
    houseAd('General_970x90', 'Advertise with CSZ: reach every fan in the county', contactPath()),
    houseAd('General_Lower_300x250', 'Advertise with CSZ', contactPath()),
    houseAd('General_Lower_300x250', 'Word of the day: play now', PATHS.wordOfTheDay),
  ];
  const activeStates = await db
    .select({ id: states.id, name: states.name, abbreviation: states.abbreviation })
    .from(states)
    .where(eq(states.isActive, true))
    .orderBy(asc(states.sortOrder), asc(states.name));
  for (const state of activeStates) {
    const place = { selectedStateId: String(state.id) };
    rows.push(
      houseAd(
        'Statewide_300x250',
        `${state.name} scores, schedules and standings`,
        selectionPath('scores', place),
        { stateId: state.id },
      ),
      houseAd(
        'Statewide_970x90',
        `${state.name} playoff brackets on CSZ`,
        selectionPath('playoffs', place),
        { stateId: state.id },
      ),
    );
  }
  const maryland = activeStates.find((s) => s.abbreviation === 'MD');
  const [montgomery] =
    maryland == null
      ? []
      : await db
          .select({ id: districts.id })
          .from(districts)
          .where(and(eq(districts.stateId, maryland.id), eq(districts.name, 'Montgomery')));
  if (maryland != null) {
    rows.push(
      houseAd(
        'General_Top_300x250',
        'Maryland playoffs: every bracket on CSZ',
        selectionPath('playoffs', { selectedStateId: String(maryland.id) }),
        { stateId: maryland.id },
      ),
    );
  }
  if (maryland != null && montgomery != null) {
    const county = { stateId: maryland.id, districtId: montgomery.id };
    const scores = selectionPath('scores', {
      selectedStateId: String(maryland.id),
      selectedCountyId: String(montgomery.id),
    });
    rows.push(
      houseAd(
        'General_Top_300x250',
        'Montgomery County: every final score by 11 pm',
        scores,
        county,
      ),
      houseAd(
        'General_970x90',
        'Montgomery County scores, schedules and standings',
        scores,
        county,
      ),
    );
  }
  await db.insert(ads).values(rows);
  return rows.length;
}
