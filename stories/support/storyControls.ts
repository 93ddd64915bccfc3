import type { ArgTypes, ReactRenderer } from '@storybook/react-vite';
import type { BeforeEach, PlayFunction } from 'storybook/internal/types';
import { expect, within } from 'storybook/test';
import { badgeText } from '@/components/CountBadge';
import { STORAGE_KEYS } from '@/config/constants';
import { rereadSession } from '@/lib/session/session';
import { roleOf } from '@/lib/session/role';
import { readStoredUserType } from '@/lib/session/storedUser';
import {
  applyFixtureVariant,
  MAX_VARIANT_COURSES,
  variantCounts,
} from '../../mocks/data/fixtureVariants';
import type { AppStoryLoaded } from './appEnvironment';
import { renderRunsPlay } from './liveRestart';

/** The user's name on a screen story: as the story has it, or one of two lengths. */
export const USER_NAMES = {
  story: null,
  short: '王芳',
  long: '欧阳·阿卜杜热合曼·买买提明·克力木',
} as const;

/** What a designer varies on a screen story (the Controls panel). Unset = as the story has it. */
export interface ScreenControls {
  userName?: keyof typeof USER_NAMES;
  courseCount?: number;
  unreadCount?: number;
}

export const screenArgs: ScreenControls = { userName: 'story' };

export const screenArgTypes: Partial<ArgTypes<ScreenControls>> = {
  userName: {
    name: '用户名字',
    description:
      '页眉和个人资料中显示的名字。选“长名字”看页眉在各宽度下是否截断并保留完整名字的提示。仅对已登录的故事有效。',
    options: Object.keys(USER_NAMES),
    control: {
      type: 'radio',
      labels: { story: '按故事设定', short: '短名字（王芳）', long: '长名字（17 个字）' },
    },
    table: { defaultValue: { summary: '按故事设定' } },
  },
  courseCount: {
    name: '课程数量',
    description: `学生的“我的课程”、教师的“我的授课”有几门课（0 = 没有课程，最多 ${MAX_VARIANT_COURSES}）。留空 = 按故事设定。`,
    control: { type: 'number', min: 0, max: MAX_VARIANT_COURSES, step: 1 },
  },
  unreadCount: {
    name: '未读消息数',
    description: '铃铛上的未读数和“消息”中的未读条数（超过 99 显示 99+）。留空 = 按故事设定。',
    control: { type: 'number', min: 0, max: 999, step: 1 },
  },
};

/**
 * Applies the controls before the app mounts: the mock database gets the chosen courses and
 * unread count, storage the chosen name. Storybook runs the loaders (which reset the database,
 * storage and stores) again on every change of a control, and the app mounts anew, so the
 * screen shows the change. Under a failing 网络 the toolbar's answers still win.
 */
export const applyScreenControls: BeforeEach<ReactRenderer> = (context) => {
  // Storybook's own render for a changed control, before the restart (liveRestart): the app on
  // screen and its play, maybe still running, keep the data they started with. Changed under
  // them, the play failed on data it never asked for, and only its 15 s lookups ended it.
  if (!renderRunsPlay()) return;
  const args = context.args as ScreenControls;
  const user = (context.loaded as AppStoryLoaded).app.signedInAs;
  if (!user) return;
  applyFixtureVariant(user.userId, {
    ...(args.courseCount !== undefined ? { courseCount: args.courseCount } : {}),
    ...(args.unreadCount !== undefined ? { unreadCount: args.unreadCount } : {}),
  });
  const name = USER_NAMES[args.userName ?? 'story'];
  if (name) {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, userName: name }));
    rereadSession();
  }
};

const CONTROL_KEYS = ['userName', 'courseCount', 'unreadCount'] as const;

/** The screen controls a designer has changed from the story's own values, or null. */
export function changedScreenControls(
  args: Record<string, unknown>,
  initialArgs: Record<string, unknown>,
): ScreenControls | null {
  return CONTROL_KEYS.some((key) => args[key] !== initialArgs[key])
    ? (args as ScreenControls)
    : null;
}

/** How many courses the dashboard's first card lists before 查看全部 (components/dashboard). */
const COURSES_BEFORE_ALL = 6;

/**
 * The play after a designer changed a screen control: what follows from the current values,
 * whatever the story itself shows (its own play checks its own data, which the change replaced).
 */
export const controlsOutcomePlay: PlayFunction<ReactRenderer> = async (context) => {
  const { canvasElement, step } = context;
  const controls = context.args as ScreenControls;
  const { app, browser } = context.loaded as AppStoryLoaded;
  const user = app.signedInAs;
  if (!user) return;
  const canvas = within(canvasElement);
  const name = USER_NAMES[controls.userName ?? 'story'] ?? String(user.userName);
  await step(`页眉显示用户“${name}”`, async () => {
    await expect(await canvas.findByRole('button', { name })).toBeInTheDocument();
  });
  // As the mock database made them: whole numbers within the controls' range.
  const { courses: courseCount, unread: unreadCount } = variantCounts(controls);
  if (unreadCount !== null) {
    const label = unreadCount > 0 ? `消息 ${badgeText(unreadCount)} 条未读` : '消息';
    await step(`铃铛显示“${label}”`, async () => {
      await expect(await canvas.findByRole('link', { name: label })).toBeVisible();
    });
  }
  // The first card (a teacher's 我的授课, a learner's 我的课程) is on the main page only.
  if (courseCount !== null && browser.location().pathname === '/') {
    const teacher = roleOf(readStoredUserType()) === 'teacher';
    const card = teacher ? '我的授课' : '我的课程';
    await step(`${card}：${courseCount} 门`, async () => {
      if (courseCount === 0) {
        await expect(
          await canvas.findByText(teacher ? '本学期还没有授课' : '本学期还没有课程'),
        ).toBeVisible();
        return;
      }
      const courses = await canvas.findByRole('list', { name: card });
      await expect(within(courses).getAllByRole('listitem')).toHaveLength(
        Math.min(courseCount, COURSES_BEFORE_ALL),
      );
      if (courseCount > COURSES_BEFORE_ALL) {
        await expect(
          canvas.getByRole('button', { name: `查看全部 ${courseCount} 门课程` }),
        ).toBeVisible();
      }
    });
  }
};
