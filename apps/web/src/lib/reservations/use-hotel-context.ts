import { DEFAULT_TIMEZONE } from '@hospes/domain';
import { useMemo } from 'react';
import { useProjectModel } from '../model/model-context.tsx';
import { checkinSettingsOf, type ReasonContext } from './reason-messages.ts';

/** The hotel's time zone and check-in/out settings (from the model), for times and reasons. */
export function useHotelContext(): Omit<ReasonContext, 't' | 'lang'> {
  const model = useProjectModel();
  return useMemo(
    () => ({
      timeZone: model._meta.timezone ?? DEFAULT_TIMEZONE,
      settings: checkinSettingsOf(model),
    }),
    [model],
  );
}
