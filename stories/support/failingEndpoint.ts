import { http } from 'msw';
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { serverError } from '../../mocks/handlers/envelope';

/**
 * An endpoint that answers 500 (its first `failures` requests, or every one), counting what it
 * is asked: a story's play proves that 重试 asks the server again, not only that a button is
 * there. Put `handler` before the shared handlers, and `reset` in the story's `beforeEach`, so
 * a rerun from the toolbar counts from zero.
 */
export function failingEndpoint(path: string, { failures = Infinity } = {}) {
  let requests = 0;
  return {
    handler: http.get(path, () => {
      requests += 1;
      // Past its failures the request falls through to the shared handlers: the server is back.
      return requests <= failures ? serverError() : undefined;
    }),
    reset: () => {
      requests = 0;
    },
    requests: () => requests,
  };
}

type PlayContext = Pick<StoryContext, 'canvasElement' | 'userEvent' | 'step'>;

/**
 * A screen whose one read keeps failing: it says 加载失败：服务器出错（500） with 重试 under the
 * page's own title, and 重试 asks once more and says so again.
 */
export async function expectRetryAfterServerError(
  { canvasElement, userEvent, step }: PlayContext,
  endpoint: ReturnType<typeof failingEndpoint>,
  documentTitle: string,
): Promise<void> {
  const canvas = within(canvasElement);
  await step('应显示“加载失败：服务器出错（500）”和“重试”', async () => {
    await expect(await canvas.findByText(/加载失败：服务器出错（500）/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(document.title).toBe(documentTitle);
  });
  await step('点击“重试”：再请求一次，仍出错时仍显示“重试”', async () => {
    const before = endpoint.requests();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(endpoint.requests()).toBe(before + 1));
    await expect(await canvas.findByRole('button', { name: '重试' })).toBeVisible();
    await expect(canvas.getByText(/加载失败：服务器出错（500）/)).toBeVisible();
  });
}
