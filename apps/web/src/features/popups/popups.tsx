import { lazy } from 'react';
import { OptionalPart } from '../../components/ui/optional-part.tsx';

// Its own chunk: the first route does not need the popup rules and views.
const PopupHost = lazy(() => import('./popup-host.tsx'));

/** spec §2 custom popups; mount once, after the initial consent (spec §4). */
export function Popups() {
  return (
    <OptionalPart name="The popups">
      <PopupHost />
    </OptionalPart>
  );
}
