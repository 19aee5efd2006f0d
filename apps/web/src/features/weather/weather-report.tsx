import {
  type ForecastDay,
  forecastDays,
  formatDate,
  formatInstant,
  formatTemperature,
  weatherDayTexts,
  weekdayName,
} from '@hospes/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import type { WeatherAnswer } from '../../lib/weather/get-weather.ts';
import {
  shortForecastEntries,
  type ShortForecastPick,
} from '../../components/weather/short-forecast-entries.ts';
import {
  dataTime,
  formatProbability,
  formatWind,
} from '../../components/weather/weather-format.ts';
import { WeatherIcon } from '../../components/weather/weather-icon.tsx';

export interface WeatherReportProps {
  answer: WeatherAnswer;
  /** The project's time zone: days and times are the place's. */
  timeZone: string;
}

/** The forecast of the weather page: the data's time, today, tomorrow and the coming days. */
export function WeatherReport({ answer, timeZone }: WeatherReportProps) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const headingId = useId();
  const now = Date.now();
  const { today, tomorrow } = shortForecastEntries(answer, now, timeZone);
  const days = forecastDays(answer, now, timeZone);
  const texts = weatherDayTexts(lang);
  return (
    <>
      <p className="weather-page__place">{answer.name}</p>
      <DataTime answer={answer} now={now} timeZone={timeZone} />
      {today || tomorrow ? (
        <div className="weather-page__days">
          {today && <WeatherDayCard label={texts.today} pick={today} />}
          {tomorrow && <WeatherDayCard label={texts.tomorrow} pick={tomorrow} />}
        </div>
      ) : null}
      {days.length > 0 ? (
        <section className="weather-page__forecast" aria-labelledby={headingId}>
          <h2 id={headingId}>{t('weather.forecastHeading')}</h2>
          <ol className="forecast-days">
            {days.map((day) => (
              <ForecastDayItem key={day.date} day={day} />
            ))}
          </ol>
        </section>
      ) : (
        <p className="weather-page__notice">{t('weather.noForecast')}</p>
      )}
    </>
  );
}

/**
 * The time of the data: recorded demo data says so plainly (docs/api.md: the
 * static provider's hours are moved to today); live data says when it was
 * fetched, so a forecast shown offline is not mistaken for a new one.
 */
function DataTime({
  answer,
  now,
  timeZone,
}: {
  answer: WeatherAnswer;
  now: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  if (answer.source === 'static') {
    return (
      <p className="weather-page__time">
        <strong>{t('weather.demoSource')}</strong>
        {answer.recordedAt && (
          <span>
            {t('weather.recordedOn', {
              date: formatInstant(Date.parse(answer.recordedAt), lang, timeZone, 'date'),
            })}
          </span>
        )}
      </p>
    );
  }
  const { time, date } = dataTime(Date.parse(answer.fetchedAt), now, lang, timeZone);
  return (
    <p className="weather-page__time">
      <strong>{date ? t('weather.asOfDate', { date, time }) : t('weather.asOf', { time })}</strong>
      <span>
        {t(answer.source === 'open-meteo' ? 'weather.byOpenMeteo' : 'weather.byOpenWeatherMap')}
      </span>
    </p>
  );
}

/** Today or tomorrow: the figures of one forecast slot. */
function WeatherDayCard({ label, pick }: { label: string; pick: ShortForecastPick }) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const headingId = useId();
  const { day, entry } = pick;
  return (
    <article className="weather-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="weather-card__label">
        {label}
      </h2>
      <div className="weather-card__main">
        <WeatherIcon className="weather-card__icon" icon={day.icon} alt={entry.description} />
        <p className="weather-card__temp">{formatTemperature(day.degreeCelcius)}</p>
      </div>
      <p className="weather-card__description">{entry.description}</p>
      <dl className="weather-facts">
        <div>
          <dt>{t('weather.feelsLike')}</dt>
          <dd>{formatTemperature(entry.feels_like)}</dd>
        </div>
        <div>
          <dt>{t('weather.wind')}</dt>
          <dd>{formatWind(entry.wind_speed, lang)}</dd>
        </div>
        <div>
          <dt>{t('weather.precipitation')}</dt>
          <dd>{formatProbability(entry.pop, lang)}</dd>
        </div>
      </dl>
    </article>
  );
}

/** One of the forecast days: weekday, icon, description, low and high, chance of rain. */
function ForecastDayItem({ day }: { day: ForecastDay }) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  return (
    <li className="forecast-day">
      <h3 className="forecast-day__name">
        {weekdayName(day.weekday, lang)}
        <span className="forecast-day__date">{formatDate(day.date, lang, 'short')}</span>
      </h3>
      <WeatherIcon className="forecast-day__icon" icon={day.icon} alt={day.description} />
      <p className="forecast-day__description">{day.description}</p>
      <dl className="weather-facts weather-facts--compact">
        <div>
          <dt>{t('weather.low')}</dt>
          <dd>{formatTemperature(day.min)}</dd>
        </div>
        <div>
          <dt>{t('weather.high')}</dt>
          <dd>{formatTemperature(day.max)}</dd>
        </div>
        <div>
          <dt>{t('weather.precipitation')}</dt>
          <dd>{formatProbability(day.pop, lang)}</dd>
        </div>
      </dl>
    </li>
  );
}
