import { useTranslation } from 'react-i18next';
import '../../components/ui/button.css';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useWeather } from '../../lib/weather/use-weather.ts';
import { WeatherReport } from './weather-report.tsx';
import './weather-page.css';

/**
 * spec §2 `/weather`: today, tomorrow, feels-like and up to 3 forecast days
 * of the project's place, with the time of the data. Without a zip code or
 * country there is no weather for the place (spec §8), and the page says so.
 */
export function WeatherPage() {
  const { t } = useTranslation();
  const weather = useWeather();
  return (
    <section className="page weather-page">
      <h1>{t('menu.weather')}</h1>
      {weather.status === 'ready' && (
        <WeatherReport answer={weather.answer} timeZone={weather.timeZone} />
      )}
      {weather.status === 'loading' && <Spinner />}
      {weather.status === 'unavailable' && (
        <p className="weather-page__notice">{t('weather.unavailable')}</p>
      )}
      {weather.status === 'failed' && (
        <div className="weather-page__notice">
          <p>{t('weather.failed')}</p>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={weather.retry}
            disabled={weather.retrying}
          >
            {t('weather.retry')}
          </button>
        </div>
      )}
    </section>
  );
}
