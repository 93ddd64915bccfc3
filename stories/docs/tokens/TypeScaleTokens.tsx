import type { CSSProperties } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { theme } from '@/components/theme/theme';
import { TokenPanel } from './TokenPanel';

export const TYPE_VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'caption',
  'button',
] as const;

export type TypeVariant = (typeof TYPE_VARIANTS)[number];

const SAMPLE = '智慧学习平台 · 今日课程 3 节';

/** A theme font size (`'2.125rem'`, `'14px'` or a number of px) in px. */
export function fontSizePx(size: CSSProperties['fontSize']): number {
  if (typeof size === 'number') return size;
  const value = Number.parseFloat(String(size));
  return String(size).endsWith('rem') ? value * theme.typography.htmlFontSize : value;
}

function round(value: number) {
  return Math.round(value * 10) / 10;
}

/** Where a media query of the theme applies, in a designer's words. */
function mediaName(query: string): string {
  if (query === theme.breakpoints.down('sm')) return `手机（< ${theme.breakpoints.values.sm} px）`;
  return query.replace(/^@media\s*/, '');
}

interface StyleFacts {
  fontSize?: CSSProperties['fontSize'];
  fontWeight?: CSSProperties['fontWeight'];
  lineHeight?: CSSProperties['lineHeight'];
  letterSpacing?: CSSProperties['letterSpacing'];
  textTransform?: CSSProperties['textTransform'];
}

/** `16 px（1rem），字重 400，行高 1.5（24 px）`, from the variant's own style object. */
export function describeStyle(style: StyleFacts, inherited: StyleFacts = {}): string {
  const fontSize = style.fontSize ?? inherited.fontSize;
  const size = fontSizePx(fontSize);
  const parts = [
    typeof fontSize === 'string' && fontSize.endsWith('rem')
      ? `${round(size)}\u00a0px（${fontSize}）`
      : `${round(size)}\u00a0px`,
  ];
  const weight = style.fontWeight ?? inherited.fontWeight;
  if (weight !== undefined) parts.push(`字重 ${weight}`);
  const lineHeight = style.lineHeight ?? inherited.lineHeight;
  if (typeof lineHeight === 'number') {
    parts.push(`行高 ${lineHeight}（${round(lineHeight * size)}\u00a0px）`);
  } else if (lineHeight !== undefined) {
    parts.push(`行高 ${lineHeight}`);
  }
  if (style.letterSpacing !== undefined) parts.push(`字距 ${style.letterSpacing}`);
  if (style.textTransform !== undefined && style.textTransform !== 'none') {
    parts.push(`大小写 ${style.textTransform}`);
  }
  return parts.join('，');
}

/** The variant's responsive overrides (the theme's `[breakpoints.down('sm')]` keys). */
function responsiveOverrides(variant: TypeVariant): [string, StyleFacts][] {
  return Object.entries(theme.typography[variant])
    .filter(([key]) => key.startsWith('@media'))
    .map(([key, value]) => [mediaName(key), value as StyleFacts]);
}

/** The type scale from the theme: size, weight and line height, with a sample in the variant. */
export function TypeScaleTokens() {
  return (
    <TokenPanel label="字号层级">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {TYPE_VARIANTS.map((variant) => {
          const style = theme.typography[variant];
          return (
            <Box
              component="li"
              key={variant}
              aria-label={variant}
              sx={{ py: 2, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mb: 1 }}>
                <Typography component="code" variant="subtitle2" sx={{ fontFamily: 'monospace' }}>
                  {variant}
                </Typography>
                <Typography component="span" variant="body2" data-testid={`type-${variant}`}>
                  {describeStyle(style)}
                </Typography>
                {responsiveOverrides(variant).map(([where, override]) => (
                  <Typography component="span" variant="body2" color="text.secondary" key={where}>
                    {where}：{describeStyle(override, style)}
                  </Typography>
                ))}
              </Box>
              <Typography variant={variant} component="p" sx={{ overflowWrap: 'anywhere' }}>
                {SAMPLE}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </TokenPanel>
  );
}
