import { useId, useState, type KeyboardEvent } from 'react';
import {
  bracketNeighbours,
  formatShortDate,
  gamePath,
  isByeMatch,
  layoutBracket,
  matchNumbers,
  type Bracket,
  type BracketSlot,
  type PlacedMatch,
} from '@csz/core/display';
import { cx } from '../internal/cx';
import { SiteLink } from '../internal/links';
import { TeamLogo } from '../internal/TeamLogo';

/** Props of {@link BracketView}. */
export interface BracketViewProps {
  /** The bracket (playoffsforest/{id}). */
  bracket: Bracket;
  /** Its name's heading level: 1 where it is the page's title; rounds are one below. @default 2 */
  titleLevel?: 1 | 2;
}

/** Sizes of the drawing, in pixels. */
const SLOT = 84;
const MATCH = 70;
const COLUMN = 220;
const GAP = 36;
const HEADER = 36;

const top = (center: number) => HEADER + center * SLOT - MATCH / 2;
const left = (column: number) => column * (COLUMN + GAP);

/** What a slot says: the team, 'Bye', or whose winner will come ('Winner of Game 3'). */
function SlotRow({
  slot,
  numbers,
  second,
  losers,
}: {
  slot: BracketSlot;
  numbers: Map<number, number>;
  second: boolean;
  /** The third-place game takes the losers of the games before it. */
  losers: boolean;
}) {
  // The second side is read 'against ...', so that a match reads as one sentence.
  const against = second ? <span className="csz-visually-hidden">against </span> : null;
  if (slot.kind === 'bye') {
    return <li className="csz-bracket__slot csz-bracket__slot--bye">{against}Bye</li>;
  }
  if (slot.kind === 'tbd') {
    const from = slot.fromMatchId == null ? undefined : numbers.get(slot.fromMatchId);
    return (
      <li className="csz-bracket__slot csz-bracket__slot--tbd">
        {against}
        {from ? `${losers ? 'Loser' : 'Winner'} of Game ${from}` : 'TBD'}
      </li>
    );
  }
  const { team } = slot;
  return (
    <li className={cx('csz-bracket__slot', team.isWinner && 'csz-bracket__slot--won')}>
      {against}
      <TeamLogo name={team.name} src={team.imgUrl} size={22} />
      {team.seed != null ? (
        <span className="csz-bracket__seed">
          <span className="csz-visually-hidden">seed </span>
          {team.seed}
        </span>
      ) : null}
      <span className="csz-bracket__team" title={team.name}>
        {team.shortName || team.name}
      </span>
      <span className="csz-bracket__score">{team.score ?? ''}</span>
      {team.isWinner ? <span className="csz-visually-hidden">, winner</span> : null}
    </li>
  );
}

/**
 * A single-elimination bracket (spec §2 /playoffs/view/:id), drawn right for any field: byes keep
 * their place and read 'Bye', slots still to be decided say whose winner comes ('Winner of Game 3')
 * and are never drawn as byes, the third-place game sits under the final, and a match with a game
 * links to it. Arrow keys move between matches (up and down a round, right to where the winner
 * goes, left to where a team came from); on a phone the rounds scroll sideways.
 */
export function BracketView({ bracket, titleLevel = 2 }: BracketViewProps) {
  const titleId = useId();
  const Title = `h${titleLevel}` as const;
  const RoundName = titleLevel === 1 ? 'h2' : 'h3';
  const layout = layoutBracket(bracket);
  const moves = bracketNeighbours(layout);
  const numbers = matchNumbers(bracket);
  const first = layout.columns[0]?.matches[0]?.match.id ?? null;
  const [focusId, setFocusId] = useState<number | null>(null);
  const current = focusId != null && moves.has(focusId) ? focusId : first;

  const placed: PlacedMatch[] = [
    ...layout.columns.flatMap((c) => c.matches),
    ...(layout.thirdPlace ? [layout.thirdPlace] : []),
  ];
  const byId = new Map(placed.map((p) => [p.match.id, p]));
  const width = layout.columns.length * (COLUMN + GAP) - GAP;
  const height = HEADER + layout.slots * SLOT + 8;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const box = (event.target as HTMLElement).closest<HTMLElement>('[data-match-id]');
    if (box == null) return;
    const id = Number(box.dataset.matchId);
    const neighbours = moves.get(id);
    const keys: Record<string, number | null | undefined> = {
      ArrowUp: neighbours?.up,
      ArrowDown: neighbours?.down,
      ArrowLeft: neighbours?.left,
      ArrowRight: neighbours?.right,
      Home: first,
      End: placed[layout.columns.flatMap((c) => c.matches).length - 1]?.match.id,
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    const next = keys[event.key];
    if (next == null) return;
    setFocusId(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-match-id="${next}"]`)?.focus();
  };

  if (placed.length === 0) {
    return (
      <section className="csz-bracket">
        <Title className="csz-bracket__title" id={titleId}>
          {bracket.name}
        </Title>
        <p className="csz-status">This bracket has no games yet.</p>
      </section>
    );
  }

  return (
    <section className="csz-bracket">
      <Title className="csz-bracket__title" id={titleId}>
        {bracket.name}
      </Title>
      <p className="csz-bracket__hint">
        {bracket.sportName} · {bracket.season}. Use the arrow keys to move between games
        <span className="csz-bracket__hint-phone">; scroll sideways for the later rounds</span>.
      </p>
      <div
        className="csz-bracket__scroll"
        role="region"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="csz-bracket__canvas" style={{ width, height }}>
          <svg
            className="csz-bracket__lines"
            width={width}
            height={height}
            aria-hidden="true"
            focusable="false"
          >
            {layout.links.map((link) => {
              const from = byId.get(link.fromId);
              const to = byId.get(link.toId);
              if (from == null || to == null) return null;
              const x1 = left(from.column) + COLUMN;
              const y1 = top(from.center) + MATCH / 2;
              const x2 = left(to.column);
              const y2 =
                top(to.center) + MATCH / 2 + (link.side === 'top' ? -MATCH / 4 : MATCH / 4);
              const mid = x1 + GAP / 2;
              return (
                <path key={`${link.fromId}-${link.toId}`} d={`M${x1} ${y1}H${mid}V${y2}H${x2}`} />
              );
            })}
          </svg>
          {layout.columns.map((column) => (
            <div
              key={column.round}
              className="csz-bracket__round"
              role="group"
              aria-label={column.name}
            >
              <RoundName
                className="csz-bracket__round-name"
                style={{ left: left(column.round - 1), width: COLUMN }}
              >
                {column.name}
              </RoundName>
              <ol className="csz-bracket__matches">
                {[
                  ...column.matches,
                  ...(column.round === layout.columns.length && layout.thirdPlace
                    ? [layout.thirdPlace]
                    : []),
                ].map((p) => {
                  const { match } = p;
                  const number = numbers.get(match.id);
                  const style = {
                    left: left(p.column),
                    top: top(p.center),
                    width: COLUMN,
                    height: MATCH,
                  };
                  const content = (
                    <>
                      <span className="csz-bracket__meta" id={`${titleId}-${match.id}-meta`}>
                        {match.isThirdPlace ? 'Third Place' : number ? `Game ${number}` : 'Bye'}
                        {match.eventDate ? ` · ${formatShortDate(match.eventDate)}` : ''}
                        <span className="csz-visually-hidden">: </span>
                      </span>
                      <ol className="csz-bracket__slots" id={`${titleId}-${match.id}-teams`}>
                        <SlotRow
                          slot={match.top}
                          numbers={numbers}
                          second={false}
                          losers={match.isThirdPlace}
                        />
                        <SlotRow
                          slot={match.bottom}
                          numbers={numbers}
                          second
                          losers={match.isThirdPlace}
                        />
                      </ol>
                    </>
                  );
                  const className = cx(
                    'csz-bracket__match',
                    isByeMatch(match) && 'csz-bracket__match--bye',
                    match.isThirdPlace && 'csz-bracket__match--third',
                  );
                  return (
                    <li key={match.id} className="csz-bracket__item">
                      {match.gameId != null ? (
                        <SiteLink
                          href={gamePath(match.gameId)}
                          className={className}
                          style={style}
                          data-match-id={match.id}
                          tabIndex={match.id === current ? 0 : -1}
                          onFocus={() => setFocusId(match.id)}
                        >
                          {content}
                        </SiteLink>
                      ) : (
                        <div
                          className={className}
                          style={style}
                          data-match-id={match.id}
                          tabIndex={match.id === current ? 0 : -1}
                          role="group"
                          aria-labelledby={`${titleId}-${match.id}-meta ${titleId}-${match.id}-teams`}
                          onFocus={() => setFocusId(match.id)}
                        >
                          {content}
                        </div>
                      )}
                    </li>
                  );
                })}
              </ol>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
