// Shares as a list of labelled bars (top pages, languages, devices): the
// numbers are text, the bars only show the proportion.
export interface Bar {
  key: string;
  label: string;
  value: number;
}

export function BarList({ bars, label }: { bars: Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <ul className="bar-list" aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.key}>
          <span className="bar-list__label">{bar.label}</span>
          <span className="bar-list__value">{bar.value}</span>
          <span className="bar-list__track" aria-hidden="true">
            <span className="bar-list__bar" style={{ width: `${(bar.value / max) * 100}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
