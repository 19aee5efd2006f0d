// The texts and status values of the login answers.

/** spec §8 login.hint_failed — the one answer to every login that does not match. */
export const LOGIN_FAILED_MESSAGE = 'Login failed, please check your data.';

// The status values live with the answers' schemas in the domain.
export { LOGIN_STATUS_OK, LOGOUT_STATUS_OK } from '@hospes/domain';
