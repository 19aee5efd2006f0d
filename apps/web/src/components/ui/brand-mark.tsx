import { productFeatures, type ProjectModel } from '@hospes/domain';
import { useState } from 'react';
import './brand-mark.css';

/**
 * The project's logo (discover plus and app variants, spec §1), or its name
 * when there is none or the logo does not load (spec §8: broken images are
 * hidden or replaced).
 */
export function BrandMark({ model, size }: { model: ProjectModel; size: 'large' | 'small' }) {
  const logo = productFeatures(model._meta.product).logo ? model.welcome.top.logo : undefined;
  const [failed, setFailed] = useState<string | null>(null);
  if (logo && failed !== logo) {
    return (
      <img
        className={`brand-mark__logo brand-mark__logo--${size}`}
        src={logo}
        alt={model.name}
        onError={() => setFailed(logo)}
      />
    );
  }
  return <span className={`brand-mark__name brand-mark__name--${size}`}>{model.name}</span>;
}
