import type { ProjectModel } from '@hospes/domain';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { ModelProvider } from '../../../lib/model/model-context.tsx';
import { ToastHost } from '../../../components/ui/toast.tsx';
import { TopicsPage } from '../topics-page.tsx';

/** Where a card or popup link leads (the detail page belongs to another feature). */
function ActivityProbe() {
  return <h1>Detail of {useParams().activityId}</h1>;
}

/** Renders the topic route at `path` with a model, as the router would. */
export function renderTopics(path: string, model: ProjectModel) {
  return render(
    <ModelProvider model={model} projectId="alpenrose">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/topic/:topicId?" element={<TopicsPage />} />
          <Route path="/activity/:activityId" element={<ActivityProbe />} />
        </Routes>
      </MemoryRouter>
      <ToastHost />
    </ModelProvider>,
  );
}
