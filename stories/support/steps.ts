/** Storybook's `step` as a play receives it. */
export type Step = (label: string, play: () => Promise<void>) => Promise<void> | void;

/**
 * A named step whose work yields what later steps use. The Interactions panel lists a play as
 * its Chinese steps, each raw call folded inside one (issue 28, row 10): a lookup a later step
 * needs is a step of its own too, not a bare `findByRole` row between them.
 */
export async function stepWith<T>(step: Step, label: string, work: () => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  await step(label, async () => {
    result = { value: await work() };
  });
  if (!result) throw new Error(`步骤“${label}”没有完成`);
  return result.value;
}
