import { LOGIN_MESSAGES_EN } from '@hospes/domain';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/auth.json';

describe('spec §5/§8: the English login and logout texts', () => {
  it('the messages of missing login fields are the domain’s texts', () => {
    for (const [key, text] of Object.entries(LOGIN_MESSAGES_EN)) {
      expect(en.login[key as keyof typeof en.login], key).toBe(text);
    }
  });

  it('the failure and success texts are the spec’s, word for word', () => {
    expect(en.login.hint_failed).toBe('Login failed, please check your data.');
    expect(en.login.toast_failed).toBe('Login failed.');
    expect(en.login.toast_success).toBe('Login successful.');
    expect(en.logout.hint_failed).toBe('Logout failed.');
  });
});
