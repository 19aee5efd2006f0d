// The project model as staff edit it: the published model of a language,
// publishing an edited one or previewing it, versions and rollback.
import {
  StaffModelSchema,
  PublishedVersionSchema,
  UploadedMediaSchema,
  PreviewLinkSchema,
  ModelVersionsSchema,
} from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import { useAccount } from './session.ts';
import { staffKeys } from './query-keys.ts';

export type ModelJson = Record<string, unknown>;

export function useContentModel(lang: string) {
  const { projectId } = useAccount();
  return useQuery({
    queryKey: staffKeys.content.model(projectId, lang),
    queryFn: () => api(`/staff/${projectId}/content/${lang}`, StaffModelSchema),
    refetchOnWindowFocus: false,
  });
}

/** The published model of a language now (a conflict's newer version, outside the cache). */
export function fetchContent(projectId: string, lang: string) {
  return api(`/staff/${projectId}/content/${lang}`, StaffModelSchema);
}

export function useVersions(lang: string) {
  const { projectId } = useAccount();
  return useQuery({
    queryKey: staffKeys.content.versions(projectId, lang),
    queryFn: () => api(`/staff/${projectId}/content/${lang}/versions`, ModelVersionsSchema),
  });
}

export function fetchVersion(projectId: string, lang: string, version: number) {
  return api(`/staff/${projectId}/content/${lang}/versions/${version}`, StaffModelSchema);
}

/** Uploads an image for the content; answers its URL. */
export function useUpload() {
  const { projectId } = useAccount();
  return useMutation({
    mutationFn: (file: File) =>
      api(`/staff/${projectId}/media`, UploadedMediaSchema, { method: 'POST', file }),
  });
}

/**
 * Publishes a language's model. `shared`: its language-independent values
 * (pictures, colours, prices, hours …) go to every other language too — the
 * forms edit those once; the JSON editor edits exactly one language.
 */
export function usePublish(lang: string) {
  const { projectId } = useAccount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      baseVersion,
      model,
      shared = false,
    }: {
      baseVersion: number;
      model: ModelJson;
      shared?: boolean;
    }) =>
      api(`/staff/${projectId}/content/${lang}`, PublishedVersionSchema, {
        method: 'PUT',
        body: { baseVersion, model, ...(shared ? { shareWithAllLanguages: true } : {}) },
      }),
    onSuccess: ({ shared }) => {
      void client.invalidateQueries({ queryKey: staffKeys.content.model(projectId, lang) });
      for (const other of shared ?? []) {
        void client.invalidateQueries({ queryKey: staffKeys.content.model(projectId, other.lang) });
      }
    },
  });
}

/** Sends a draft for a preview; answers the guest app's address that shows it. */
export function usePreview(lang: string) {
  const { projectId } = useAccount();
  return useMutation({
    mutationFn: (model: ModelJson) =>
      api(`/staff/${projectId}/content/${lang}/previews`, PreviewLinkSchema, {
        method: 'POST',
        body: { model },
      }),
  });
}

export function useRollback(lang: string) {
  const { projectId } = useAccount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      api(
        `/staff/${projectId}/content/${lang}/versions/${version}/rollback`,
        PublishedVersionSchema,
        {
          method: 'POST',
        },
      ),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: staffKeys.content.model(projectId, lang) }),
  });
}
