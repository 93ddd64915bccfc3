/**
 * The last resort when start-up itself fails (demo mode's service worker refused, a chunk
 * that cannot load): a plain message instead of a blank page.
 */
export function showStartFailure(error: unknown): void {
  console.error('[bootstrap] start failed', error);
  const element = document.getElementById('app') ?? document.body;
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'font-family:sans-serif;max-width:520px;margin:15vh auto;padding:24px;border:1px solid #ddd;border-radius:8px';
  const heading = document.createElement('h1');
  heading.textContent = '页面无法启动';
  const detail = document.createElement('p');
  detail.textContent = `请刷新页面重试；如果问题仍然存在，请联系管理员。（${error instanceof Error ? error.message : String(error)}）`;
  box.append(heading, detail);
  element.replaceChildren(box);
}
