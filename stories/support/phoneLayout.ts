import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BREAKPOINTS } from '@/components/theme/breakpoints';

/** The phone layout applies below the theme's `sm` (docs/screens.md). */
export function isPhoneWidth(): boolean {
  return window.innerWidth < BREAKPOINTS.sm;
}

function isPainted(element: Element): boolean {
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  return (
    box.width > 0 &&
    box.height > 0 &&
    style.visibility !== 'hidden' &&
    Number(style.opacity) > 0 &&
    // MUI's visually hidden inputs (Select, Checkbox) are clipped to nothing on purpose.
    style.clipPath !== 'inset(50%)' &&
    element.closest('[aria-hidden="true"]') === null
  );
}

type Reach = 'whole' | 'scrolls' | 'unseen' | 'cut';

/**
 * How much of an element a user can see sideways: whole; in a box meant to scroll sideways
 * (scrollable tabs, a data table); not at all (a calendar month sliding out behind its
 * frame); or cut off, by the screen's edge or by a box that clips it.
 */
function sidewaysReach(element: Element): Reach {
  const box = element.getBoundingClientRect();
  let left = 0;
  let right = document.documentElement.clientWidth;
  for (
    let node = element.parentElement;
    node && node !== document.body;
    node = node.parentElement
  ) {
    const { overflowX } = getComputedStyle(node);
    if (overflowX === 'visible') continue;
    if ((overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth) {
      return 'scrolls';
    }
    const frame = node.getBoundingClientRect();
    left = Math.max(left, frame.left);
    right = Math.min(right, frame.right);
  }
  if (Math.min(box.right, right) - Math.max(box.left, left) <= 0) return 'unseen';
  return box.left < left - 0.5 || box.right > right + 0.5 ? 'cut' : 'whole';
}

const READABLE =
  'button, a, input, textarea, [role="tab"], h1, h2, h3, h4, h5, h6, p, li, td, th, label';

/**
 * What WCAG 1.4.10 (reflow) asks of every screen at 320 px and up: no text or control reaches
 * past the screen's edge or is cut by its box, unless that box is meant to scroll sideways.
 * Returns the offenders, so a failing story names them.
 */
export function elementsPastTheEdge(root: ParentNode = document.body): string[] {
  return [...root.querySelectorAll(READABLE)]
    .filter(isPainted)
    .filter((element) => sidewaysReach(element) === 'cut')
    .map((element) => {
      const box = element.getBoundingClientRect();
      const text = (element.textContent ?? '').trim().slice(0, 20);
      return `<${element.tagName.toLowerCase()}> "${text}" at ${Math.round(box.left)}–${Math.round(box.right)} px of ${document.documentElement.clientWidth}`;
    });
}

/**
 * Tabs whose label a user cannot read whole: the label overflows the tab's own box, or the tab
 * reaches past what its strip (or any box around it, or the screen) shows. Unlike
 * `elementsPastTheEdge`, a strip that scrolls sideways is no excuse: a phone showed the selected
 * tab cut to "消" or "]记录" that way (issue 30).
 */
export function tabsCutOff(root: ParentNode = document.body): string[] {
  return [...root.querySelectorAll<HTMLElement>('[role="tab"]')]
    .filter(isPainted)
    .filter((tab) => {
      if (tab.scrollWidth > tab.clientWidth + 1) return true;
      const box = tab.getBoundingClientRect();
      let left = 0;
      let right = document.documentElement.clientWidth;
      for (
        let node = tab.parentElement;
        node && node !== document.body;
        node = node.parentElement
      ) {
        if (getComputedStyle(node).overflowX === 'visible') continue;
        const frame = node.getBoundingClientRect();
        left = Math.max(left, frame.left);
        right = Math.min(right, frame.right);
      }
      return box.left < left - 0.5 || box.right > right + 0.5;
    })
    .map((tab) => {
      const box = tab.getBoundingClientRect();
      return `<tab> "${(tab.textContent ?? '').trim().slice(0, 20)}" at ${Math.round(box.left)}–${Math.round(box.right)} px, label ${tab.scrollWidth}/${tab.clientWidth} px`;
    });
}

const TARGETS =
  'button, a[href], input:not([type="hidden"]), [role="tab"], [role="checkbox"], [role="gridcell"]';

/**
 * WCAG 2.2 2.5.8: every touch target at least 24 × 24 px. A link inside a sentence is exempt,
 * and a text field's target is its whole box, not the bare input inside it.
 */
export function targetsBelowMinimum(root: ParentNode = document.body): string[] {
  return [...root.querySelectorAll(TARGETS)]
    .filter(isPainted)
    .filter((element) => !(element.tagName === 'A' && element.closest('p') !== null))
    .map((element) => element.closest('.MuiInputBase-root') ?? element)
    .filter((target) => {
      const box = target.getBoundingClientRect();
      return box.width < 24 || box.height < 24;
    })
    .map((target) => {
      const box = target.getBoundingClientRect();
      const name = target.getAttribute('aria-label') ?? (target.textContent ?? '').trim();
      return `<${target.tagName.toLowerCase()}> "${name.slice(0, 20)}" ${Math.round(box.width)} × ${Math.round(box.height)} px`;
    });
}

/** Opens the phone header's menu and returns the drawer that lists the navigation entries. */
export async function openHeaderMenu(): Promise<HTMLElement> {
  const body = within(document.body);
  await userEvent.click(await body.findByRole('button', { name: '导航菜单' }));
  return body.findByRole('dialog', { name: '导航' });
}

export async function closeHeaderMenu(drawer: HTMLElement): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(drawer).not.toBeInTheDocument());
  // Focus returns to the menu button; the screenshot that follows shows the page at rest.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/**
 * Where the navigation entries are at this width: the header's row on wider screens, the header
 * menu on phones (opened here). `close` puts the page back as it was.
 */
export async function findNavigation(): Promise<{
  nav: HTMLElement;
  close: () => Promise<void>;
}> {
  if (!isPhoneWidth()) {
    const nav = await within(document.body).findByRole('navigation', { name: '主导航' });
    return { nav, close: async () => undefined };
  }
  const drawer = await openHeaderMenu();
  return { nav: drawer, close: () => closeHeaderMenu(drawer) };
}

/** MUI X pickers open as a full-screen dialog where the pointer is coarse (touch). */
export function hasTouchPointer(): boolean {
  return !window.matchMedia('(pointer: fine)').matches;
}

/**
 * The field labelled `label` as the visitor finds it: MUI X's picker (a group of sections), or
 * the stand-in that looks the same until it is used (components/dates/DateFieldStandIn).
 */
export async function findDateField(label: string): Promise<HTMLElement> {
  const body = within(document.body);
  return waitFor(() => {
    const field =
      body.queryByRole('group', { name: label }) ?? body.queryByRole('textbox', { name: label });
    if (!field) throw new Error(`no date field named ${label}`);
    return field;
  });
}

/**
 * The picker labelled `label`, ready to use: a stand-in gives way to MUI X's picker when a
 * pointer or a finger comes over it, as it does before a person's press lands.
 */
export async function usableDateField(label: string): Promise<HTMLElement> {
  const field = await findDateField(label);
  if (field.getAttribute('role') !== 'group') await userEvent.hover(field);
  return within(document.body).findByRole('group', { name: label });
}

/**
 * Enters a date into the picker labelled `label` the way a user of this device would: typed
 * into the field with a mouse and keyboard, chosen in the mobile dialog (then 确认) on touch.
 */
export async function enterDate(label: string, isoDate: string): Promise<void> {
  if (!hasTouchPointer()) {
    const field = await usableDateField(label);
    await userEvent.click(field);
    await userEvent.keyboard(isoDate.replaceAll('-', ''));
    return;
  }
  const dialog = await openDateDialog(label);
  await chooseDayInDialog(dialog, isoDate);
  await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

/** Opens the picker labelled `label` with its 选择日期 button; returns its dialog (or popup). */
export async function openDateDialog(label: string): Promise<HTMLElement> {
  const body = within(document.body);
  const field = await usableDateField(label);
  const control = field.closest<HTMLElement>('.MuiFormControl-root') ?? field;
  await userEvent.click(within(control).getByRole('button', { name: /选择日期/ }));
  return body.findByRole('dialog');
}

/**
 * On touch the end of a range is chosen in a dialog that offers no day before the start: the
 * day `before` is disabled, the start day `from` is not; 取消 closes it unchanged.
 */
export async function expectEndPickerRefusesDayBefore(before: number, from: number) {
  const dialog = await openDateDialog('结束日期');
  await expect(within(dialog).getByRole('gridcell', { name: String(before) })).toBeDisabled();
  await expect(within(dialog).getByRole('gridcell', { name: String(from) })).toBeEnabled();
  await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

/** Turns the dialog's calendar to the month of `isoDate` and presses that day. */
export async function chooseDayInDialog(dialog: HTMLElement, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const header = `${year}年${month}月`;
  for (let turns = 0; turns < 24 && within(dialog).queryByText(header) === null; turns += 1) {
    const shown = /(\d{4})年(\d{1,2})月/.exec(dialog.textContent ?? '');
    const later = shown && Number(shown[1]) * 12 + Number(shown[2]) < year * 12 + month;
    await userEvent.click(
      within(dialog).getByRole('button', { name: later ? '下个月' : '上个月' }),
    );
  }
  await expect(within(dialog).getByText(header)).toBeVisible();
  await userEvent.click(within(dialog).getByRole('gridcell', { name: String(day) }));
}

/** 学习记录 as shown at this width: a table on wider screens, record cards on phones. */
export async function findRecords(): Promise<{ list: HTMLElement; items: () => HTMLElement[] }> {
  const body = within(document.body);
  if (isPhoneWidth()) {
    const list = await body.findByRole('list', { name: '学习记录' });
    return { list, items: () => within(list).getAllByRole('listitem') };
  }
  const list = await body.findByRole('table', { name: '学习记录' });
  // The first row holds the column headers.
  return { list, items: () => within(list).getAllByRole('row').slice(1) };
}
