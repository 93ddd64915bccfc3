/**
 * The tallest screenshot a story gets. Past this a screen is a list that scrolls for ever and
 * its top 4000 px tell the reviewer enough; the browser window of the story tests is taller
 * still, so Vitest never scales a full-height frame down.
 */
export const MAX_SCREENSHOT_HEIGHT = 4000;
