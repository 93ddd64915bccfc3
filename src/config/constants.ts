/**
 * Every fixed value of the seed specification, named once. Changing one of these changes a
 * contract that stories, tests and acceptance checks read, so they live nowhere else.
 */

/** docs/components.md: HTTP timeout. */
export const HTTP_TIMEOUT_MS = 50_000;

/** docs/session.md: the token is valid for one hour after it is stored. */
export const TOKEN_LIFETIME_MS = 3_600_000;
/**
 * docs/http.md "Concurrency": requests under way at once. Browsers open six HTTP/1.1
 * connections to a host; two stay free for the app's code and styles.
 */
export const MAX_CONCURRENT_REQUESTS = 4;
/** docs/session.md "Session expiry": the warning shows this long before the token's hour ends. */
export const EXPIRY_WARNING_LEAD_MS = 5 * 60_000;

/** docs/components.md: toast defaults (Element Plus ElMessage). */
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;

/** docs/components.md: badge maximum, shown as `99+` above it. */
export const BADGE_MAX = 99;

/** docs/session.md: the default user type. */
export const DEFAULT_USER_TYPE = 'teacher';

/** Storage keys (docs/session.md, docs/session.md). Acceptance checks read and write these names. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'META_USER__',
  userType: 'META_TYPE__',
  routers: 'META_ROUTERS__',
  courseWeight: 'META_COURSE_WEIGHT__',
  authAttempt: 'META_AUTH__',
  authGuard: 'META_AUTH_GUARD__',
  drafts: 'META_DRAFTS__',
} as const;

/** The state value the old product always sent; accepted only with `legacyState` (D1). */
export const LEGACY_STATE = 'authLogin';

/** docs/session.md: reload-loop guard (D4). */
export const RELOAD_GUARD_WINDOW_MS = 5 * 60_000;
export const RELOAD_GUARD_MAX_TRIPS = 2;
export const RELOAD_GUARD_MAX_RELOADS = 2;

/**
 * A sign-in attempt older than this is no longer accepted at `/login`. Authorization codes
 * live for minutes; an attempt left open for longer is far more likely a replay.
 */
export const AUTH_ATTEMPT_MAX_AGE_MS = 30 * 60_000;

/** docs/configuration.md: the runtime configuration file, served beside index.html. */
export const APP_CONFIG_PATH = '/app-config.json';

/** docs/architecture.md: the display title when the configuration does not set one. */
export const DEFAULT_TITLE = '智慧学习平台';

/** The query parameter that carries the user id on guarded screens (docs/session.md rule 5). */
export const USER_ID_PARAM = 'xh';

/**
 * docs/screens.md "Date filter": the first day of the current term, for the 本学期 quick range.
 * A constant, not the lessons API's `termStart`: the date fields are a shared component and
 * the records screen does not load the timetable. Change it at the start of each term.
 */
export const TERM_START = '2026-09-07';
