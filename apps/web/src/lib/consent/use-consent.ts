import {
  applyConsentChoice,
  consentFromModel,
  consentValidDays,
  isConsentGivenFor,
  mustShowInitialConsent,
  type ConsentChoice,
  type ConsentEntry,
} from '@hospes/domain';
import { useCallback, useMemo } from 'react';
import { useProjectModel } from '../model/model-context.tsx';
import { useConsentStore } from './consent-store.ts';

export interface Consent {
  /** One entry per cookie of the model, carrying the guest's stored decision. */
  entries: ConsentEntry[];
  /** spec §4: the initial dialog must be answered (a model cookie unanswered, or consent incomplete/expired). */
  needsInitialConsent: boolean;
  /** spec §4: app initialisation (popups, statistics, embeds) may run — the initial consent is answered. */
  initialised: boolean;
  /** Whether the consent with this id is accepted and unexpired. */
  isGiven(id: string): boolean;
  /** spec §4/§9: stores one of the three choices (accept all, selected only, essential only). */
  choose(choice: ConsentChoice, selectedIds?: Iterable<string>): void;
}

/**
 * The cookie consent of the guest for the current project (spec §3, §4),
 * decided by the domain's consent rules; the stored list lives in
 * {@link useConsentStore}. Needs the loaded model (its cookie list and
 * `valid_days`).
 */
export function useConsent(): Consent {
  const cookiesConfig = useProjectModel().welcome.popups.cookies;
  const stored = useConsentStore((state) => state.stored);
  const save = useConsentStore((state) => state.save);
  const validDays = consentValidDays(cookiesConfig);
  const modelCookies = cookiesConfig.list;
  const entries = useMemo(
    () => consentFromModel(modelCookies, stored ?? [], validDays),
    [modelCookies, stored, validDays],
  );
  const now = Date.now();
  const needsInitialConsent = mustShowInitialConsent(modelCookies, stored, now);

  const choose = useCallback(
    (choice: ConsentChoice, selectedIds: Iterable<string> = []) => {
      save(applyConsentChoice(choice, entries, selectedIds, Date.now(), validDays));
    },
    [entries, save, validDays],
  );

  return {
    entries,
    needsInitialConsent,
    initialised: !needsInitialConsent,
    isGiven: (id) => isConsentGivenFor(id, entries, now),
    choose,
  };
}
