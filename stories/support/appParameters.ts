import type { ConfigOverrides } from '@/testing/resetAppEnvironment';
import type { UserInfo } from '@/types/user';

/** What a story says about the app it runs: its address, who is signed in, its config. */
export interface AppStoryParameters {
  /** Render the real route table at this URL. Without it, the story renders its component. */
  url?: string;
  /** Without `url`: the address the browser port reports to a component that reads it. */
  location?: string;
  /** A signed-in user: token (valid for an hour from `now`) and user info are stored. */
  signedInAs?: UserInfo;
  /**
   * With `signedInAs`: whether the user's navigation (`META_ROUTERS__`) is already stored, as for
   * every returning user. `false`: the first page after signing in, before the routers arrive.
   */
  routersStored?: boolean;
  /** With `signedInAs`: minutes left of the token's hour (the expiry warning's stories). */
  tokenMinutesLeft?: number;
  /** Raw entries to put in localStorage / sessionStorage before the story starts. */
  localStorage?: Record<string, string>;
  sessionStorage?: Record<string, string>;
  config?: ConfigOverrides;
  /** Shorten the HTTP timeout (the Timeout story), never wait 50 s. */
  httpTimeoutMs?: number;
  /** The fixed time the story runs at (ISO). */
  now?: string;
  /** Toast stories bring their own host with hand-driven timers. */
  globalToastHost?: boolean;
  /** Make localStorage and sessionStorage throw, as in a locked-down browser. */
  storageUnavailable?: boolean;
  /**
   * `browser.reload()` renders the app afresh at the current address, as a real reload would
   * (with storage as the app left it), instead of only being recorded.
   */
  simulateReload?: boolean;
  /**
   * `'until-answer'`: the dashboard's cards after the first row stay unseen until its first card
   * (我的授课, 我的课程) has its answer, with no time limit, as a phone shows them while it
   * loads (useFirstCardHold). Without it they never wait: the app counts the wait from the page's
   * first paint, which in Storybook is the iframe's, long before the story.
   */
  firstCardHold?: 'until-answer';
}

/** Stories run on a fixed date so that screenshots and expiry do not depend on the day. */
export const STORY_NOW = '2026-09-07T09:30:00+08:00';

/** A story's `parameters` for the app it runs (typed, so a mistyped key fails the build). */
export const app = (parameters: AppStoryParameters) => ({ app: parameters });
