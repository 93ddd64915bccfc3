import { render, screen, within } from '@testing-library/react';
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { REVIEW_WIDTHS } from '@/components/theme/breakpoints';
import { theme } from '@/components/theme/theme';
import { BreakpointTokens } from '../../stories/docs/tokens/BreakpointTokens';
import { contrastRatio, formatRatio, toHex } from '../../stories/docs/tokens/contrast';
import { PaletteTokens } from '../../stories/docs/tokens/PaletteTokens';
import { RadiusTokens } from '../../stories/docs/tokens/ShapeTokens';
import { SPACING_STEPS, SpacingTokens } from '../../stories/docs/tokens/SpacingTokens';
import { TypeScaleTokens } from '../../stories/docs/tokens/TypeScaleTokens';

/**
 * The design-tokens page (stories/docs/DesignTokens.mdx) shows the theme, not copies of it:
 * each value it shows is read back here against the theme object, so the page cannot drift.
 */
describe('design tokens page', () => {
  it('shows each palette colour as the theme holds it, with its contrast on cards', () => {
    render(<PaletteTokens />);
    const { primary, background, text } = theme.palette;

    const main = screen.getByRole('figure', { name: 'primary.main' });
    expect(within(main).getByText(primary.main)).toBeInTheDocument();
    expect(within(main).getByText(/卡片/).nextElementSibling).toHaveTextContent(
      formatRatio(contrastRatio(primary.main, background.paper)),
    );

    // A computed shade is shown as the theme's string and as the hex it paints.
    const light = screen.getByRole('figure', { name: 'primary.light' });
    expect(within(light).getByText(primary.light)).toBeInTheDocument();
    expect(within(light).getByText(`= ${toHex(primary.light)}`)).toBeInTheDocument();

    const body = screen.getByRole('figure', { name: 'text.primary' });
    expect(within(body).getByText(text.primary)).toBeInTheDocument();

    for (const intent of ['secondary', 'error', 'warning', 'info', 'success'] as const) {
      const swatch = screen.getByRole('figure', { name: `${intent}.main` });
      expect(within(swatch).getByText(theme.palette[intent].main)).toBeInTheDocument();
    }
  });

  it('computes contrast by the WCAG formula', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // WCAG's own example: #767676 is the lightest grey that passes 4.5:1 on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // Agrees with MUI's implementation (which rounds luminance to 3 places) for opaque colours…
    const { primary, background } = theme.palette;
    expect(contrastRatio(primary.main, background.paper)).toBeCloseTo(
      getContrastRatio(primary.main, background.paper),
      1,
    );
    expect(contrastRatio(primary.light, '#ffffff')).toBeCloseTo(
      getContrastRatio(primary.light, '#ffffff'),
      1,
    );
    // …and paints a translucent colour over its background first: 87 % black on white.
    expect(toHex('rgba(0, 0, 0, 0.87)')).toBe('#212121');
    expect(contrastRatio('rgba(0, 0, 0, 0.87)', '#ffffff')).toBeCloseTo(
      contrastRatio('#212121', '#ffffff'),
      1,
    );
    // The page's primary blue passes AA for text on white (the theme's own claim).
    expect(contrastRatio(primary.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('shows the spacing steps as theme.spacing(n)', () => {
    render(<SpacingTokens />);
    for (const step of SPACING_STEPS) {
      const row = screen.getByRole('listitem', { name: `spacing(${step})` });
      expect(within(row).getByText(theme.spacing(step))).toBeInTheDocument();
    }
  });

  it('shows the type scale in px from the theme, with the phone override of h4', () => {
    render(<TypeScaleTokens />);
    const body1 = screen.getByRole('listitem', { name: 'body1' });
    const { fontSize, fontWeight, lineHeight } = theme.typography.body1;
    const px = Number.parseFloat(String(fontSize)) * theme.typography.htmlFontSize;
    expect(within(body1).getByTestId('type-body1')).toHaveTextContent(
      `${px} px（${fontSize}），字重 ${fontWeight}，行高 ${lineHeight}`,
    );
    const h4 = screen.getByRole('listitem', { name: 'h4' });
    const phone = theme.typography.h4[theme.breakpoints.down('sm')] as { fontSize: string };
    const phonePx = Number.parseFloat(phone.fontSize) * theme.typography.htmlFontSize;
    expect(within(h4).getByText(new RegExp(`^手机.*：${phonePx} px`))).toBeInTheDocument();
  });

  it('shows every breakpoint and places each review width in the one it shows', () => {
    render(<BreakpointTokens />);
    const { keys, values } = theme.breakpoints;
    keys.forEach((key, index) => {
      const next = keys[index + 1];
      const range =
        next === undefined ? `${values[key]} px 起` : `${values[key]}–${values[next] - 1} px`;
      expect(within(screen.getByRole('row', { name: key })).getByText(range)).toBeInTheDocument();
    });
    for (const review of Object.values(REVIEW_WIDTHS)) {
      const row = screen.getByRole('row', { name: review.breakpoint });
      expect(
        within(row).getByText(`${review.name} ${review.width} × ${review.height}`),
      ).toBeInTheDocument();
    }
  });

  it('shows the corner radius of the theme', () => {
    render(<RadiusTokens />);
    expect(screen.getByTestId('radius-value')).toHaveTextContent(
      `theme.shape.borderRadius = ${theme.shape.borderRadius} px`,
    );
  });
});
