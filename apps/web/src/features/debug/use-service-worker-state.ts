import { useEffect, useState } from 'react';

export type ServiceWorkerState = 'unsupported' | 'none' | 'installing' | 'waiting' | 'active';

export interface ServiceWorkerInfo {
  state: ServiceWorkerState | null;
  /** Whether a service worker controls this page (it then works offline). */
  controlled: boolean;
}

function stateOf(registration: ServiceWorkerRegistration | undefined): ServiceWorkerState {
  if (!registration) return 'none';
  if (registration.installing) return 'installing';
  if (registration.waiting) return 'waiting';
  return registration.active ? 'active' : 'none';
}

/** The service worker of this page's scope, kept current. `state` is null while unknown. */
export function useServiceWorkerState(): ServiceWorkerInfo {
  const container = (navigator.serviceWorker as ServiceWorkerContainer | undefined) ?? null;
  const [info, setInfo] = useState<ServiceWorkerInfo>(() =>
    container
      ? { state: null, controlled: Boolean(container.controller) }
      : { state: 'unsupported', controlled: false },
  );
  useEffect(() => {
    if (!container) return;
    let cancelled = false;
    const update = () => {
      container
        .getRegistration()
        .then((registration) => {
          if (!cancelled) {
            setInfo({ state: stateOf(registration), controlled: Boolean(container.controller) });
          }
        })
        .catch(() => undefined);
    };
    update();
    container.addEventListener('controllerchange', update);
    const timer = setInterval(update, 2000);
    return () => {
      cancelled = true;
      container.removeEventListener('controllerchange', update);
      clearInterval(timer);
    };
  }, [container]);
  return info;
}
