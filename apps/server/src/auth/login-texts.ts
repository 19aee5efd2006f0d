// The texts and status values of the login answers.

/** spec §8 login.hint_failed — the one answer to every login that does not match. */
export const LOGIN_FAILED_MESSAGE = 'Login failed, please check your data.';

/**
 * The status of a successful login. Spelled like the spec's logout status
 * (SUCESSFULLY_LOGGED_OUT, §4) so that both read alike.
 */
export const LOGIN_STATUS_OK = 'SUCESSFULLY_LOGGED_IN';

/** spec §4: the status logout answers with, in the spec's spelling. */
export const LOGOUT_STATUS_OK = 'SUCESSFULLY_LOGGED_OUT';
