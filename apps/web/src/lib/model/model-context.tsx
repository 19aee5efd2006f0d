import type { ProjectModel } from '@hospes/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

interface ModelContextValue {
  model: ProjectModel;
  projectId: string;
}

const ModelContext = createContext<ModelContextValue | null>(null);

export interface ModelProviderProps {
  model: ProjectModel;
  projectId: string;
  children: ReactNode;
}

/**
 * Provides the loaded model of the active language to the app below it. The
 * value changes only with the model: a render of the app above (the full
 * model check finishing, say) does not re-render every page and menu below.
 */
export function ModelProvider({ model, projectId, children }: ModelProviderProps) {
  const value = useMemo(() => ({ model, projectId }), [model, projectId]);
  return <ModelContext.Provider value={value}>{children}</ModelContext.Provider>;
}

function useModelContext(): ModelContextValue {
  const value = useContext(ModelContext);
  if (!value) throw new Error('useProjectModel/useProjectId need a <ModelProvider> above');
  return value;
}

/** The project model in the active language (only below the loaded app). */
export function useProjectModel(): ProjectModel {
  return useModelContext().model;
}

/** The id of the project this app runs for. */
export function useProjectId(): string {
  return useModelContext().projectId;
}
