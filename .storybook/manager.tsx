// The manager bundles its addons with the classic JSX transform: React must be in scope.
import React from 'react';
import { addons, types, useParameter, useStorybookApi } from 'storybook/manager-api';
import { create } from 'storybook/theming';

/** The product's mark: a blue tile with 学, drawn inline so the workbench needs no asset. */
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40">' +
    '<rect x="0" y="2" width="36" height="36" rx="8" fill="#0958d9"/>' +
    '<text x="18" y="28" font-size="22" text-anchor="middle" fill="#fff" font-family="Noto Sans CJK SC, sans-serif">学</text>' +
    '<text x="46" y="27" font-size="17" fill="#1f1f1f" font-family="Noto Sans CJK SC, sans-serif">智慧学习平台</text>' +
    '</svg>',
)}`;

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: '智慧学习平台 · 设计工作台',
    brandImage: LOGO,
    brandTarget: '_self',
    colorPrimary: '#0958d9',
    colorSecondary: '#0958d9',
    fontBase: '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif',
  }),
});

interface DocsParameter {
  description?: { story?: string; component?: string };
}

/**
 * Screens, the shell and flows have no Docs page (their stories would share one page's storage
 * and mocks): their descriptions are read here, beside the canvas, with what the story pins.
 */
function DescriptionPanel() {
  const docs = useParameter<DocsParameter>('docs', {});
  const api = useStorybookApi();
  const story = api.getCurrentStoryData();
  const pinned =
    story && story.type === 'story' && 'globals' in story
      ? Object.keys((story as { globals?: Record<string, unknown> }).globals ?? {})
      : [];
  const text = docs.description?.story ?? docs.description?.component ?? '本故事没有说明。';
  return (
    <div style={{ padding: '12px 16px', lineHeight: 1.7, whiteSpace: 'pre-wrap', fontSize: 14 }}>
      <p data-testid="story-description" style={{ margin: 0 }}>
        {text}
      </p>
      {docs.description?.story && docs.description.component ? (
        <p style={{ marginTop: 12, color: '#595959' }}>{docs.description.component}</p>
      ) : null}
      {pinned.length > 0 ? (
        <p style={{ marginTop: 12, color: '#595959' }}>
          固定的工具栏开关：{pinned.join('、')}（在工具栏里呈灰色）。
        </p>
      ) : null}
    </div>
  );
}

addons.register('learning/description', () => {
  addons.add('learning/description/panel', {
    type: types.PANEL,
    title: '说明',
    match: ({ viewMode }) => viewMode === 'story',
    render: () => <DescriptionPanel />,
  });
});
