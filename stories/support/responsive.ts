import { phoneAndDesktopModes } from '../../.storybook/modes';

/**
 * For a story file whose layout follows the width (every screen, the shell, and components such
 * as pagination), Chromatic snapshots at 手机 and 桌面. Such a file also carries the tag
 * `'responsive'` (a literal: Storybook's indexer reads tags statically), which runs its stories
 * as tests on a touch phone too (390 × 844, with `-mobile` screenshots; vite.config.ts).
 */
export const phoneAndDesktopSnapshots = { chromatic: { modes: phoneAndDesktopModes } };
