import './short-weather.css';

export interface ShortWeatherPlaceholderProps {
  placement: 'sidebar' | 'welcome';
}

/**
 * The short weather's box while its code or the forecast loads: the same
 * layout without figures, so that nothing below moves when the forecast
 * arrives (no layout shift). Hidden from screen readers: it says nothing yet.
 */
export function ShortWeatherPlaceholder({ placement }: ShortWeatherPlaceholderProps) {
  return (
    <div
      className={`short-weather short-weather--${placement} short-weather--placeholder`}
      aria-hidden="true"
    >
      <PlaceholderDay />
      <PlaceholderDay />
    </div>
  );
}

function PlaceholderDay() {
  return (
    <span className="short-weather__day">
      <span className="short-weather__label">&nbsp;</span>
      <span className="short-weather__icon" />
      <span className="short-weather__temp">&nbsp;</span>
    </span>
  );
}
