// Uploading a picture for the content (welcome image, an entry's or a
// product's picture): the server re-encodes it and answers its URL, which
// the form puts into its picture field.
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { useUpload } from '../../lib/content-api.ts';

/** Upload a picture: the server re-encodes it and answers the URL for the field. */
export function ImageUpload({
  id,
  label,
  onUploaded,
}: {
  id: string;
  /** Each form's own ("Upload the entry’s picture"): one page has several. */
  label?: string | undefined;
  onUploaded: (url: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useUpload();
  return (
    <div className="field">
      <label htmlFor={id}>{label ?? t('content.upload')}</label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/svg+xml"
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) upload.mutate(file, { onSuccess: (answer) => onUploaded(answer.url) });
        }}
      />
      <span id={`${id}-hint`} className="field__hint">
        {t('content.uploadHint')}
      </span>
      {upload.isPending && <Notice kind="info">{t('content.uploading')}</Notice>}
      {upload.error && <Notice kind="error">{errorText(upload.error, t)}</Notice>}
    </div>
  );
}
