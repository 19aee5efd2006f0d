import { useTranslation } from 'react-i18next';
import type { FormLayout } from './form-model.ts';

export interface CheckinStepsProps {
  layout: FormLayout;
  /** Position of the current page (0-based). */
  current: number;
}

/** The steps of the form as a numbered line, each named after its first section. */
export function CheckinSteps({ layout, current }: CheckinStepsProps) {
  const { t } = useTranslation();
  if (layout.pages.length < 2) return null;
  return (
    <ol className="checkin-steps" aria-label={t('checkinForm.stepsLabel')}>
      {layout.pages.map((page, index) => {
        const first = layout.instances.find((i) => i.page === page);
        const title = first
          ? t(`checkinForm.stepTitles.${first.section.type}`, {
              defaultValue: t('checkinForm.sections.OTHER'),
            })
          : '';
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
