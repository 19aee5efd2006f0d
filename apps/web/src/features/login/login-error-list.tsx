import type { LoginError } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { loginErrorId } from './login-fields.tsx';

/**
 * spec §5: the login errors, listed in red (`login.errors`), one message
 * per missing field (`{field}_missing`). Each entry is the description of
 * its input.
 */
export function LoginErrorList({
  idPrefix,
  errors,
}: {
  idPrefix: string;
  errors: readonly LoginError[];
}) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <div className="login-form__errors" role="alert">
      <p className="login-form__errors-title">{t('login.errors')}</p>
      <ul>
        {errors.map((error) => (
          <li key={error.field} id={loginErrorId(idPrefix, error.field)}>
            {t(`login.${error.message}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
