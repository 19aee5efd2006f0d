// What a project id may be (config.ts re-exports it).

/**
 * Project ids are URL path segments and folder names, so they stay plain;
 * `api`, `media` and `pay` (the demo payment page) are taken by the
 * server's own paths.
 */
export const PROJECT_ID_PATTERN = /^(?!(?:api|media|pay|console)$)[a-z0-9][a-z0-9-]{0,62}$/;
