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
        // A page is named after its first section about the guest (the stay's dates come first).
        const onPage = layout.instances.filter((i) => i.page === page);
        const first = onPage.find((i) => i.section.type !== 'ARRIVAL_DEPARTURE') ?? onPage[0];
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
