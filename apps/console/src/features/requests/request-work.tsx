// The staff's own work on a request: its progress (not started, in progress,
// done) and the colleague who handles it — changed in place, seen by every
// console of the project at once. The guest never sees either.
import {
  ColleaguesSchema,
  REQUEST_PROGRESS,
  StaffRequestSchema,
  type RequestProgress,
  type StaffRequest,
} from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { useAccount } from '../../lib/session.ts';

/** The project's active colleagues (one answer shared by every card). */
export function useColleagues() {
  const { projectId } = useAccount();
  return useQuery({
    queryKey: staffKeys.colleagues(projectId),
    queryFn: () => api(`/staff/${projectId}/colleagues`, ColleaguesSchema),
    staleTime: 5 * 60_000,
  });
}

export function RequestWork({ request }: { request: StaffRequest }) {
  const { t, i18n } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const colleagues = useColleagues().data?.colleagues ?? [];
  const change = useMutation({
    mutationFn: (work: { progress?: RequestProgress; assigneeId?: string | null }) =>
      api(
        `/staff/${projectId}/requests/${request.id}/work?lang=${i18n.language}`,
        StaffRequestSchema,
        { method: 'POST', body: work },
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.requests.all }),
  });
  const id = `work-${request.id}`;
  // A colleague no longer in the list (disabled) is still shown as the one handling it.
  const people =
    request.assignee && !colleagues.some((c) => c.id === request.assignee!.id)
      ? [...colleagues, request.assignee]
      : colleagues;
  return (
    <div className="request-work">
      <label className="inline-field" htmlFor={`${id}-progress`}>
        <span>{t('requests.progress')}</span>
        <select
          id={`${id}-progress`}
          value={request.progress}
          disabled={change.isPending}
          onChange={(e) => change.mutate({ progress: e.target.value as RequestProgress })}
        >
          {REQUEST_PROGRESS.map((p) => (
            <option key={p} value={p}>
              {t(`requests.progressStates.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="inline-field" htmlFor={`${id}-assignee`}>
        <span>{t('requests.assignee')}</span>
        <select
          id={`${id}-assignee`}
          value={request.assignee?.id ?? ''}
          disabled={change.isPending}
          onChange={(e) => change.mutate({ assigneeId: e.target.value || null })}
        >
          <option value="">{t('requests.nobody')}</option>
          {people.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {change.error && <Notice kind="error">{errorText(change.error, t)}</Notice>}
    </div>
  );
}
