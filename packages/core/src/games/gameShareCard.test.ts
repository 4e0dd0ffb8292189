import { describe, expect, it } from 'vitest';
import { gameShareCard, type ShareCardGame } from './gameShareCard';

const game = (overrides: Partial<ShareCardGame> = {}): ShareCardGame => ({
  name: 'B-CC at Whitman',
  gameType: 'Game',
  status: 'Active',
  noHomeTeam: false,
  sport: { name: 'Football' },
  eventDate: '2026-11-20',
  isEventDateTBD: false,
  startTime: '19:00:00',
  startTimeUnknown: false,
  isTBD: false,
  tz: 'America/New_York',
  scoreProvenance: null,
  isScoreDisputed: false,
  teams: [
    { name: 'Walt Whitman', shortName: 'Whitman', score: null, isHome: true },
    { name: 'Bethesda-Chevy Chase', shortName: 'B-CC', score: null, isHome: false },
  ],
  ...overrides,
});

const scored = (provenance: ShareCardGame['scoreProvenance']) =>
  game({
    scoreProvenance: provenance,
    teams: [
      { name: 'Walt Whitman', shortName: 'Whitman', score: 28, isHome: true },
      { name: 'Bethesda-Chevy Chase', shortName: 'B-CC', score: 21, isHome: false },
    ],
  });

describe('gameShareCard', () => {
  it('gives a game to be played its day and start time in the venue’s zone', () => {
    expect(gameShareCard(game())).toEqual({
      matchup: 'B-CC at Whitman',
      result: null,
      when: 'Friday, November 20, 2026 · 7:00 PM EST',
      provenance: null,
      description: 'B-CC at Whitman. Football, Friday, November 20, 2026, 7:00 PM EST.',
    });
    expect(gameShareCard(game({ tz: 'America/Denver' })).when).toContain('7:00 PM MST');
  });

  it("says 'Time TBD' or 'Date TBD' when they are not known", () => {
    expect(gameShareCard(game({ startTimeUnknown: true })).when).toBe(
      'Friday, November 20, 2026 · Time TBD',
    );
    expect(gameShareCard(game({ isTBD: true })).when).toContain('Time TBD');
    expect(gameShareCard(game({ isEventDateTBD: true })).when).toBe('Date TBD');
  });

  it('shows a score as Final with its provenance, claiming nothing the data does not say', () => {
    const verified = gameShareCard(scored('verified'));
    expect(verified.result).toBe('Final');
    expect(verified.when).toBe('Friday, November 20, 2026');
    expect(verified.provenance).toBe('Score verified by CSZ staff');
    expect(verified.description).toBe(
      'B-CC 21, Whitman 28, Final. Football, Friday, November 20, 2026. Score verified by CSZ staff.',
    );
    expect(gameShareCard(scored('school')).provenance).toBe('Score reported by the school');
    expect(gameShareCard(scored(null)).provenance).toBeNull();
    expect(gameShareCard({ ...scored('school'), isScoreDisputed: true }).provenance).toBe(
      'Score reported by the school. Reports disagree: under staff review',
    );
  });

  it('says a game is postponed or canceled, and names an event without teams', () => {
    expect(gameShareCard(game({ status: 'Postponed' })).result).toBe('Postponed');
    const event = gameShareCard(game({ gameType: 'Event', name: 'Senior Night', teams: [] }));
    expect(event.matchup).toBe('Senior Night');
    expect(event.description).toMatch(/^Senior Night\. Football/);
  });
});
