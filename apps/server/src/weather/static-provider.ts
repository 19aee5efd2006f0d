// The embedded default: recorded Open-Meteo answers of the demo projects
// (recordings/<project>.json), moved in time so that they start today in the
// project's time zone. It needs no network, and says what it is: the answer
// carries source 'static' and the time of the recording, which the UI shows.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, daysBetween, zonedDate, type Lang } from '@hospes/domain';
import { z } from 'zod';
import { PROJECT_ID_PATTERN } from '../config.ts';
import { mapOpenMeteo } from './open-meteo.ts';
import {
  WeatherUpstreamError,
  type ProviderForecast,
  type SkipReason,
  type WeatherPlace,
  type WeatherProvider,
} from './weather-provider.ts';

export const RECORDINGS_DIR = fileURLToPath(new URL('./recordings', import.meta.url));

/** A recording: an Open-Meteo /v1/forecast answer plus when it was recorded. */
const RecordingSchema = z.looseObject({
  _recorded_at: z.iso.datetime({ offset: true }),
  hourly: z.looseObject({ time: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)) }),
});
type Recording = z.infer<typeof RecordingSchema>;

/**
 * The recording with every hour moved by whole days so that its first day
 * is `today`; the hours of the day stay as recorded.
 */
export function rebaseRecording(recording: Recording, today: string): Recording {
  const times = recording.hourly.time;
  const first = times[0];
  if (!first) return recording;
  const shift = daysBetween(first.slice(0, 10), today);
  return {
    ...recording,
    hourly: {
      ...recording.hourly,
      time: times.map((t) => `${addDays(t.slice(0, 10), shift)}${t.slice(10)}`),
    },
  };
}

export class StaticWeatherProvider implements WeatherProvider {
  readonly name = 'static' as const;
  private readonly recordings = new Map<string, Promise<Recording | undefined>>();

  constructor(private readonly dir: string = RECORDINGS_DIR) {}

  private load(projectId: string): Promise<Recording | undefined> {
    let loading = this.recordings.get(projectId);
    if (!loading) {
      loading = (async () => {
        if (!PROJECT_ID_PATTERN.test(projectId)) return undefined;
        let text: string;
        try {
          text = await readFile(path.join(this.dir, `${projectId}.json`), 'utf8');
        } catch {
          return undefined;
        }
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch (err) {
          throw new WeatherUpstreamError(`bad recording ${projectId}.json`, { cause: err });
        }
        const parsed = RecordingSchema.safeParse(json);
        if (!parsed.success) {
          throw new WeatherUpstreamError(`bad recording ${projectId}.json`, {
            cause: parsed.error,
          });
        }
        return parsed.data;
      })();
      this.recordings.set(projectId, loading);
    }
    return loading;
  }

  async forecast(
    place: WeatherPlace,
    lang: Lang,
    now: number,
  ): Promise<ProviderForecast | { skipped: SkipReason }> {
    const recording = await this.load(place.projectId);
    if (!recording) return { skipped: 'no-recording' };
    const today = zonedDate(now, place.timezone);
    const forecast = mapOpenMeteo(rebaseRecording(recording, today), place, lang);
    return { ...forecast, recordedAt: recording._recorded_at };
  }
}
