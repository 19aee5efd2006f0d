// The feedback after the stay in the statistics (docs/journeys.md): per
// week the answers, their average and net promoter score; the comments.
import { FeedbackReportSchema } from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../ui/query-state.tsx';
import { TableWrap } from '../ui/table-wrap.tsx';
import { api } from '../../lib/api.ts';
import { formatDateTime, formatDay } from '../../lib/format.ts';
import { useAccount } from '../../lib/session.ts';

export function FeedbackReport() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const report = useQuery({
    queryKey: ['journey', projectId, 'feedback'],
    queryFn: () => api(`/staff/${projectId}/feedback?weeks=8`, FeedbackReportSchema),
  });
  return (
    <section className="card" aria-labelledby="feedback-report">
      <h2 id="feedback-report">{t('journey.feedback')}</h2>
      {!report.data ? (
        <QueryState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <TableWrap label={t('journey.feedback')}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('journey.feedbackWeek')}</th>
                  <th scope="col">{t('journey.answers')}</th>
                  <th scope="col">{t('journey.average')}</th>
                  <th scope="col">{t('journey.nps')}</th>
                </tr>
              </thead>
              <tbody>
                {report.data.weeks.map((w) => (
                  <tr key={w.week}>
                    <th scope="row">{formatDay(w.week)}</th>
                    <td>{w.answers}</td>
                    <td>{w.average ?? '—'}</td>
                    <td>{w.nps ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <h3>{t('journey.comments')}</h3>
          {report.data.comments.length === 0 ? (
            <p className="empty">{t('journey.noComments')}</p>
          ) : (
            <ul className="feedback-comments">
              {report.data.comments.map((c) => (
                <li key={`${c.at}${c.comment}`}>
                  <blockquote lang={c.language}>{c.comment}</blockquote>
                  <p className="muted">
                    {c.score}/10 · {formatDateTime(c.at)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
