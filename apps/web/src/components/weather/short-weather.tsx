import { formatTemperature, weatherDayTexts } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VisuallyHidden } from '../ui/visually-hidden.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { shortForecastEntries, type ShortForecastPick } from './short-forecast-entries.ts';
import { ShortWeatherPlaceholder } from './short-weather-placeholder.tsx';
import { useWeather } from '../../lib/weather/use-weather.ts';
import { WeatherIcon } from './weather-icon.tsx';
import './short-weather.css';

export interface ShortWeatherProps {
  /** Where it sits: the desktop sidebar or the welcome page on phones. */
  placement: 'sidebar' | 'welcome';
}

/**
 * spec §1/§3 the short weather widget: today and tomorrow with icon and °C,
 * a link to the weather route (spec §2). Its empty box while loading;
 * absent when the place has no zip code or country, and when the call
 * failed (spec §8).
 */
export function ShortWeather({ placement }: ShortWeatherProps) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const weather = useWeather();
  if (weather.status === 'loading') return <ShortWeatherPlaceholder placement={placement} />;
  if (weather.status !== 'ready') return null;
  const { today, tomorrow } = shortForecastEntries(weather.answer, Date.now(), weather.timeZone);
  if (!today && !tomorrow) return null;
  const texts = weatherDayTexts(lang);
  return (
    <Link to="/weather" className={`short-weather short-weather--${placement}`}>
      <VisuallyHidden>{t('weather.widgetLabel', { place: weather.answer.name })}</VisuallyHidden>
      {today && <ShortWeatherDay label={texts.today} pick={today} />}
      {tomorrow && <ShortWeatherDay label={texts.tomorrow} pick={tomorrow} />}
    </Link>
  );
}

function ShortWeatherDay({ label, pick }: { label: string; pick: ShortForecastPick }) {
  return (
    <span className="short-weather__day">
      <span className="short-weather__label">{label}</span>
      <WeatherIcon
        className="short-weather__icon"
        icon={pick.day.icon}
        alt={pick.entry.description}
      />
      <span className="short-weather__temp">{formatTemperature(pick.day.degreeCelcius)}</span>
    </span>
  );
}
