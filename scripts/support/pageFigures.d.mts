/** The figures `watchPageFigures` leaves in `window.__budget`. */
export interface PageFigures {
  lcp: number;
  lcpElement: string;
  cls: number;
  /** The Long Tasks API's tasks over 50 ms, summed (design §11's reading). */
  longTasks: number;
  /** Long animation frames' blocking time, rendering included, summed. */
  blocking: number;
  interactive: number;
  takeover: number;
}
export declare function watchPageFigures(): void;
