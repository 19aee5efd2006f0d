import { ACTIVITY_FEATURES, type ActivityFeature } from '@hospes/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Line icons of the features (24 × 24, 2 px stroke, like the shared icon set). */
const FEATURE_ICONS: Record<ActivityFeature, ReactElement> = {
  ChildFriendly: (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <path d="M12 8.5v6.5M7.5 11.5 12 9.5l4.5 2M9.5 21l2.5-6 2.5 6" />
    </>
  ),
  AnyWeather: (
    <>
      <path d="M3 12a9 9 0 0 1 18 0z" />
      <path d="M12 12v6.5a2 2 0 0 1-4 0" />
    </>
  ),
  SalzburgerLandCard: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M3 10h18M7 14.5h4" />
    </>
  ),
};

/** The icon of a feature (decorative: the badge carries the text). */
export function FeatureIcon({ feature }: { feature: ActivityFeature }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {FEATURE_ICONS[feature]}
    </svg>
  );
}

/** The features of spec §3 an item has, in the spec's order, each once. */
export function knownFeatures(features: readonly string[] | undefined): ActivityFeature[] {
  const set = new Set(features ?? []);
  return ACTIVITY_FEATURES.filter((feature) => set.has(feature));
}

/** spec §3 activity features as badges: ChildFriendly, AnyWeather, SalzburgerLandCard. */
export function FeatureBadges({ features }: { features: readonly string[] | undefined }) {
  const { t } = useTranslation();
  const list = knownFeatures(features);
  if (list.length === 0) return null;
  return (
    <ul className="activity-features" aria-label={t('activity.features.label')}>
      {list.map((feature) => (
        <li key={feature} className="activity-feature">
          <FeatureIcon feature={feature} />
          {t(`activity.features.${feature}`)}
        </li>
      ))}
    </ul>
  );
}
