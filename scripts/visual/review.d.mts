export interface ScreenshotChange {
  storyId: string;
  width: string;
  storyFile: string;
  actual: string;
  diff: string | null;
  baseline: string | null;
  baselineTarget: string;
}
export const ATTACHMENTS: string;
export const REPORT_DIR: string;
export function findChanges(root?: string): ScreenshotChange[];
export function writeReport(changes: ScreenshotChange[], outDir?: string): string;
export function accept(changes: ScreenshotChange[], storyId: string): ScreenshotChange[];
