import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ReplacesFirstView } from './ReplacesFirstView';

/** #app as the built page has it: the prerendered view, and beside it the app's root. */
function builtPage(prerenderedHtml: string): { prerendered: Element; root: HTMLElement } {
  document.body.innerHTML = `<div id="app"><div data-first-view-content="signed-out">${prerenderedHtml}</div></div>`;
  const app = document.getElementById('app') as HTMLElement;
  const prerendered = app.firstElementChild as Element;
  const root = app.appendChild(document.createElement('div'));
  return { prerendered, root };
}

async function takeOver(prerendered: Element, root: HTMLElement, app: ReactNode): Promise<void> {
  const reactRoot = createRoot(root);
  await act(async () => {
    reactRoot.render(<ReplacesFirstView prerendered={prerendered}>{app}</ReplacesFirstView>);
  });
}

describe('the takeover keeps a keyboard user where they were', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('moves focus from the prerendered main (after the skip link) to the app’s', async () => {
    const { prerendered, root } = builtPage('<main id="main-content" tabindex="-1">欢迎</main>');
    (prerendered.querySelector('main') as HTMLElement).focus();
    await takeOver(
      prerendered,
      root,
      <main id="main-content" tabIndex={-1}>
        欢迎
      </main>,
    );
    expect(document.activeElement?.tagName).toBe('MAIN');
    expect(root.contains(document.activeElement)).toBe(true);
  });

  it('finds a control without an id by what it is: 登录, not another button', async () => {
    const { prerendered, root } = builtPage(
      '<button type="button">搜索</button><button type="button">登录</button>',
    );
    (prerendered.querySelectorAll('button')[1] as HTMLElement).focus();
    await takeOver(
      prerendered,
      root,
      <>
        <button type="button">搜索</button>
        <button type="button">登录</button>
      </>,
    );
    expect(document.activeElement?.textContent).toBe('登录');
    expect(root.contains(document.activeElement)).toBe(true);
  });

  it('leaves focus alone when it was not on the prerendered page', async () => {
    const { prerendered, root } = builtPage('<main id="main-content" tabindex="-1">欢迎</main>');
    await takeOver(
      prerendered,
      root,
      <main id="main-content" tabIndex={-1}>
        欢迎
      </main>,
    );
    expect(document.activeElement).toBe(document.body);
  });
});
