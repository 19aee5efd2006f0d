import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dataLabel } from '../../i18n/data-label.ts';
import type { FormLayout } from './form-model.ts';

/**
 * The name of a page of the form: what is on it — its sections about the
 * guest (the stay's dates, always first, do not name a page), at most two.
 */
export function stepName(t: TFunction, layout: FormLayout, page: number): string {
  const onPage = layout.instances.filter((i) => i.page === page);
  const about = onPage.filter((i) => i.section.type !== 'ARRIVAL_DEPARTURE');
  const types = [...new Set((about.length > 0 ? about : onPage).map((i) => i.section.type))];
  return types
    .slice(0, 2)
    .map((type) =>
      dataLabel(t, `checkinForm.stepTitles.${type}`, {
        defaultValue: t('checkinForm.sections.OTHER'),
      }),
    )
    .join(' · ');
}

export interface CheckinStepsProps {
  layout: FormLayout;
  /** Position of the current page (0-based). */
  current: number;
}

/** The steps of the form as a numbered line, each named after what is on it. */
export function CheckinSteps({ layout, current }: CheckinStepsProps) {
  const { t } = useTranslation();
  if (layout.pages.length < 2) return null;
  return (
    <ol className="checkin-steps" aria-label={t('checkinForm.stepsLabel')}>
      {layout.pages.map((page, index) => {
        const title = stepName(t, layout, page);
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={page}
            className={`checkin-steps__step checkin-steps__step--${state}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="checkin-steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="checkin-steps__title">{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
