/**
 * What `npm run budgets` reads in a page it loads: an init script, run before the page's own
 * scripts (`addInitScript(watchPageFigures)`), that leaves its figures in `window.__budget`.
 *
 * It must not change what it measures. The Long Tasks API reports a rendering task only when
 * some script ran in it (a frame callback, say): a watcher that polled by requestAnimationFrame
 * put script into every frame until the takeover, and so counted every frame's style, layout and
 * paint as long tasks for the pages it polled longest, which the baseline, polled for a frame or
 * two, never had counted (docs/budgets.md "What the harness itself counted"). It watches by a
 * MutationObserver instead: its callback runs at the end of the task that changed the page,
 * never in a frame of its own, and it watches the parser's nodes only once they are all in.
 *
 * `blocking` is the other reading: each long animation frame's blocking time (its tasks' time
 * over 50 ms, its rendering included whether or not a script ran in it), summed.
 */
export function watchPageFigures() {
  const m = {
    lcp: 0,
    lcpElement: '',
    cls: 0,
    longTasks: 0,
    blocking: 0,
    interactive: 0,
    takeover: 0,
  };
  window.__budget = m;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      m.lcp = entry.startTime;
      // What the largest paint was, to know what to make faster: its tag and first words.
      const element = entry.element;
      m.lcpElement = element
        ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 16)}"`
        : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) m.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) m.longTasks += entry.duration;
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) m.blocking += entry.blockingDuration;
  }).observe({ type: 'long-animation-frame', buffered: true });
  // "Answers input": for the prerendered page, when the gate reveals it (登录 wired, the search
  // box a plain form); for a page the client renders, when React has put its button in.
  // "Takeover": when the prerendered markup has left the document.
  const check = () => {
    const now = performance.now();
    const prerendered = document.querySelector('[data-first-view-content]');
    if (!m.interactive) {
      if (prerendered && document.documentElement.getAttribute('data-first-view') === 'shown') {
        m.interactive = now;
      } else if (!prerendered && document.querySelector('#app button, #root button')) {
        m.interactive = now;
      }
    }
    if (!m.takeover && m.interactive && !prerendered) m.takeover = now;
    if (m.takeover) watcher.disconnect();
  };
  const watcher = new MutationObserver(check);
  // While the HTML is parsed, only the gate's attribute: a record of every node the parser puts
  // in would be the watcher's work in the very tasks measured. The app's nodes come after.
  const reveal = { subtree: true, attributes: true, attributeFilter: ['data-first-view'] };
  watcher.observe(document, reveal);
  const whenParsed = () => {
    if (document.readyState === 'loading' || m.takeover) return;
    document.removeEventListener('readystatechange', whenParsed);
    watcher.observe(document, { ...reveal, childList: true });
    check();
  };
  document.addEventListener('readystatechange', whenParsed);
}
