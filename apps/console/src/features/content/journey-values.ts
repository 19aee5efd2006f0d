// The guest journey of a model (`project_settings.guest_journey`,
// docs/journeys.md) as the content page's form edits it, and back: what the
// form does not show (sender, conditions, targets, unknown keys) stays.
import { GuestJourneySchema } from '@hospes/domain';
import type { ModelJson } from '../../lib/content-api.ts';

export interface JourneyStepValues {
  id: string;
  target: string;
  active: boolean;
  anchor: 'arrival' | 'departure';
  offsetDays: string;
  time: string;
  subject: string;
  text: string;
}

export interface JourneyValues {
  active: boolean;
  reviewUrl: string;
  quietFrom: string;
  quietTo: string;
  steps: JourneyStepValues[];
}

type Json = Record<string, unknown>;

const journeyOf = (model: ModelJson): Json | undefined =>
  (model.project_settings as { guest_journey?: Json } | undefined)?.guest_journey;

/** The form's values, or null when the model has no journey. */
export function journeyValues(model: ModelJson): JourneyValues | null {
  const journey = journeyOf(model);
  if (!journey) return null;
  const quiet = (journey.quiet_hours ?? {}) as { from?: string; to?: string };
  const steps = Array.isArray(journey.steps) ? (journey.steps as Json[]) : [];
  return {
    active: journey.active === true,
    reviewUrl: typeof journey.review_url === 'string' ? journey.review_url : '',
    quietFrom: quiet.from ?? '',
    quietTo: quiet.to ?? '',
    steps: steps.map((s) => ({
      id: String(s.id ?? ''),
      target: String(s.target ?? ''),
      active: s.active !== false,
      anchor: s.anchor === 'departure' ? 'departure' : 'arrival',
      offsetDays: String(s.offset_days ?? 0),
      time: String(s.time ?? ''),
      subject: String(s.subject ?? ''),
      text: String(s.text ?? ''),
    })),
  };
}

/** The journey the values make, on the model's (what the form does not show kept). */
export function journeyFromValues(model: ModelJson, values: JourneyValues): Json {
  const before = journeyOf(model) ?? {};
  const steps = Array.isArray(before.steps) ? (before.steps as Json[]) : [];
  const { quiet_hours: _quiet, review_url: _review, ...rest } = before;
  return {
    ...rest,
    active: values.active,
    ...(values.reviewUrl.trim() ? { review_url: values.reviewUrl.trim() } : {}),
    ...(values.quietFrom && values.quietTo
      ? { quiet_hours: { from: values.quietFrom, to: values.quietTo } }
      : {}),
    steps: values.steps.map((v, i) => {
      const { active: _active, ...kept } = steps[i] ?? {};
      return {
        ...kept,
        id: v.id,
        ...(v.active ? {} : { active: false }),
        anchor: v.anchor,
        offset_days: Number(v.offsetDays),
        time: v.time,
        subject: v.subject.trim(),
        text: v.text.trim(),
      };
    }),
  };
}

/** The model with this journey. */
export function withJourney(model: ModelJson, journey: Json): ModelJson {
  const settings = { ...(model.project_settings as Json | undefined), guest_journey: journey };
  return { ...model, project_settings: settings };
}

/** Where the domain refuses the journey: form paths (`steps.0.text`, `reviewUrl` …) and the message. */
export function journeyProblems(journey: Json): { field: string; message: string }[] {
  const parsed = GuestJourneySchema.safeParse(journey);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const [head, index, key] = issue.path.map(String);
    const field =
      head === 'steps'
        ? `steps.${index}.${key === 'offset_days' ? 'offsetDays' : (key ?? 'subject')}`
        : head === 'review_url'
          ? 'reviewUrl'
          : head === 'quiet_hours'
            ? key === 'to'
              ? 'quietTo'
              : 'quietFrom'
            : 'active';
    return { field, message: issue.message };
  });
}
