import { shopOf, type Shop } from '@hospes/domain';
import { useMemo } from 'react';
import { useProjectModel } from '../../lib/model/model-context.tsx';

/** The model's shop in the app's language, or null when the project has none. */
export function useShop(): Shop | null {
  const model = useProjectModel();
  return useMemo(() => shopOf(model as { shop?: unknown }), [model]);
}
