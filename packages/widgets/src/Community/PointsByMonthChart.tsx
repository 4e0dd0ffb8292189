import { useId } from 'react';
import { MESSAGES, formatMonthYear, formatNumber, type SpiritPointsByMonth } from '@csz/core';
import { StatusMessage } from '../internal/StatusMessage';

/** Props of {@link PointsByMonthChart}. */
export interface PointsByMonthChartProps {
  /** Points per month, oldest first. */
  months: readonly SpiritPointsByMonth[];
  /** Whether the points are loading. */
  loading: boolean;
  /** Whether they failed to load. */
  failed: boolean;
}

const WIDTH = 320;
const HEIGHT = 160;
/** Room above the tallest bar for its figure. */
const TOP = 14;
const AXIS = 20;

/**
 * 'Points Earned by Month' (spec §2): a bar chart drawn as SVG (no chart library: twelve bars do not
 * need one), with the figures also in a table for screen readers. 'Can't load data' on failure,
 * 'No data available' when there are no points.
 */
export function PointsByMonthChart({ months, loading, failed }: PointsByMonthChartProps) {
  const titleId = useId();
  let body;
  if (failed) body = <StatusMessage kind="error">{MESSAGES.cantLoadData}</StatusMessage>;
  else if (loading) body = <StatusMessage kind="loading">{MESSAGES.loading}</StatusMessage>;
  else if (months.length === 0 || months.every((m) => m.spiritPointsSum === 0)) {
    body = <StatusMessage kind="empty">{MESSAGES.noDataAvailable}</StatusMessage>;
  } else {
    const max = Math.max(...months.map((m) => m.spiritPointsSum));
    const slot = WIDTH / months.length;
    const bar = Math.max(4, slot * 0.6);
    body = (
      <>
        <svg
          className="csz-chart__svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
          role="img"
          aria-labelledby={titleId}
          preserveAspectRatio="none"
        >
          <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="csz-chart__axis" />
          {months.map((m, i) => {
            const h = max === 0 ? 0 : (m.spiritPointsSum / max) * (HEIGHT - TOP);
            const x = i * slot + (slot - bar) / 2;
            return (
              <g key={`${m.year}-${m.month}`}>
                <rect
                  x={x}
                  y={HEIGHT - h}
                  width={bar}
                  height={h}
                  rx="2"
                  className="csz-chart__bar"
                />
                {m.spiritPointsSum > 0 ? (
                  <text
                    x={x + bar / 2}
                    y={Math.max(10, HEIGHT - h - 3)}
                    textAnchor="middle"
                    className="csz-chart__value"
                  >
                    {formatNumber(m.spiritPointsSum)}
                  </text>
                ) : null}
                <text
                  x={x + bar / 2}
                  y={HEIGHT + 14}
                  textAnchor="middle"
                  className="csz-chart__label"
                >
                  {formatMonthYear(m.year, m.month).slice(0, 1)}
                </text>
              </g>
            );
          })}
        </svg>
        <table className="csz-visually-hidden">
          <caption>{MESSAGES.pointsEarnedByMonth}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={`${m.year}-${m.month}`}>
                <th scope="row">{formatMonthYear(m.year, m.month)}</th>
                <td>{formatNumber(m.spiritPointsSum)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <figure className="csz-chart csz-card">
      <figcaption className="csz-chart__title" id={titleId}>
        {MESSAGES.pointsEarnedByMonth}
      </figcaption>
      {body}
    </figure>
  );
}
