import { viewportGlobal } from './viewports';

/**
 * Chromatic modes (https://www.chromatic.com/docs/modes): every screen and the shell is
 * snapshotted at 手机 and at 桌面, the two widths design §9 asks baselines for.
 */
export const allModes = {
  手机: { viewport: viewportGlobal('mobile').value },
  窄屏: { viewport: viewportGlobal('narrow').value },
  平板: { viewport: viewportGlobal('tablet').value },
  桌面: { viewport: viewportGlobal('desktop').value },
} as const;

export const phoneAndDesktopModes = { 手机: allModes.手机, 桌面: allModes.桌面 };
