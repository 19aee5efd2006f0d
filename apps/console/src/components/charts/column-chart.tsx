// A column chart in SVG for values over days (page views per day). Drawn
// by us rather than with a chart library (docs/decisions): it is small,
// scales with the page, and is readable by a screen reader — the chart is
// one image with a summary, and the numbers are in a table beside it.
import { useId } from 'react';

export interface Column {
  label: string;
  /** Short label under the column (shown for some columns only when many). */
  tick: string;
  value: number;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 40 };

/** A round upper bound for the axis: 1, 2, 5 × 10^n. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

export function ColumnChart({
  columns,
  summary,
  valueLabel,
}: {
  columns: Column[];
  summary: string;
  valueLabel: string;
}) {
  const titleId = useId();
  const max = niceMax(Math.max(0, ...columns.map((c) => c.value)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const band = innerW / Math.max(1, columns.length);
  const every = Math.ceil(columns.length / 12);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{summary}</title>
      {[0, 0.5, 1]
        .filter((f) => Number.isInteger(max * f))
        .map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(max * f)}
              y2={y(max * f)}
              className="chart__grid"
            />
            <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" className="chart__axis">
              {Math.round(max * f)}
            </text>
          </g>
        ))}
      {columns.map((c, i) => (
        <g key={c.label}>
          <rect
            x={PAD.left + i * band + band * 0.15}
            width={band * 0.7}
            y={y(c.value)}
            height={Math.max(0, PAD.top + innerH - y(c.value))}
            className="chart__bar"
          >
            <title>{`${c.label}: ${c.value} ${valueLabel}`}</title>
          </rect>
          {i % every === 0 && (
            <text
              x={PAD.left + i * band + band / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              className="chart__axis"
            >
              {c.tick}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
