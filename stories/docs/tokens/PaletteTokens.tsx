import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { theme } from '@/components/theme/theme';
import {
  contrastLevel,
  contrastRatio,
  formatRatio,
  parseColor,
  toHex,
  type ContrastLevel,
} from './contrast';
import { TokenPanel } from './TokenPanel';

const INTENTS = [
  { key: 'primary', name: '主色' },
  { key: 'secondary', name: '辅助色' },
  { key: 'error', name: '错误' },
  { key: 'warning', name: '警告' },
  { key: 'info', name: '提示' },
  { key: 'success', name: '成功' },
] as const;

const SHADES = ['main', 'light', 'dark', 'contrastText'] as const;

interface Check {
  label: string;
  /** The text (or mark) colour and the colour it sits on. */
  foreground: string;
  background: string;
}

interface SwatchProps {
  /** The theme path, e.g. `primary.main`: also the swatch's accessible name. */
  token: string;
  value: string;
  /** Text painted on the swatch, to show the pairing the app uses (contrastText on main). */
  textOnSwatch?: string;
  checks: Check[];
}

const { palette } = theme;
const { paper, default: page } = palette.background;

/** The two surfaces every colour is checked against: cards (paper) and the page. */
const SURFACES = [
  {
    label: toHex(paper) === '#ffffff' ? '白色卡片' : '卡片',
    token: 'background.paper',
    color: paper,
  },
  { label: '页面底色', token: 'background.default', color: page },
];

const onSurfaces = (color: string): Check[] =>
  SURFACES.map((surface) => ({
    label: surface.label,
    foreground: color,
    background: surface.color,
  }));

/** The mark beside a ratio: the theme's own status colours, never the only cue (text follows). */
const LEVEL_MARK: Record<ContrastLevel, string> = {
  AAA: palette.success.main,
  AA: palette.success.main,
  仅大字: palette.warning.main,
  不足: palette.error.main,
};

function ContrastRow({ label, foreground, background }: Check) {
  const ratio = contrastRatio(foreground, background);
  const level = contrastLevel(ratio);
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, alignItems: 'center' }}
    >
      <Typography component="span" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="span" variant="caption" sx={{ whiteSpace: 'nowrap' }}>
        <strong>{formatRatio(ratio)}</strong>{' '}
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            display: 'inline-block',
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: LEVEL_MARK[level],
            mx: 0.5,
          }}
        />
        {level}
      </Typography>
    </Box>
  );
}

function Swatch({ token, value, textOnSwatch, checks }: SwatchProps) {
  const hex = toHex(value);
  const opaque = parseColor(value).a === 1;
  return (
    <Box
      component="figure"
      aria-label={token}
      sx={{
        m: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        // On a phone the colour sits beside its facts, so a palette is not a dozen screens long.
        display: 'grid',
        gridTemplateColumns: { xs: '64px 1fr', sm: '1fr' },
        gridTemplateRows: { sm: '56px auto' },
      }}
    >
      <Box
        sx={{
          bgcolor: value,
          color: textOnSwatch,
          display: 'flex',
          alignItems: 'center',
          justifyContent: { xs: 'center', sm: 'flex-start' },
          px: { sm: 1.5 },
          // Whole border values: a responsive width alone would reset the colour to the text's.
          borderRight: { xs: `1px solid ${palette.divider}`, sm: 'none' },
          borderBottom: { xs: 'none', sm: `1px solid ${palette.divider}` },
          fontSize: 16,
          fontWeight: 500,
        }}
      >
        {textOnSwatch ? (
          <>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              文字&nbsp;
            </Box>
            Aa
          </>
        ) : null}
      </Box>
      <Box component="figcaption" sx={{ p: 1.5, display: 'grid', gap: 0.25 }}>
        <Typography component="span" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
          {token}
        </Typography>
        <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
          {value}
        </Typography>
        {hex !== value && (
          <Typography component="span" variant="caption" color="text.secondary">
            {opaque ? `= ${hex}` : `在白底上呈现为 ${hex}`}
          </Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'grid' }}>
          {checks.map((check) => (
            <ContrastRow key={check.label} {...check} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: 1.5,
} as const;

/**
 * The palette straight from the app's theme: every intent colour with its shades, the text
 * colours, the backgrounds and the divider, each with its WCAG contrast ratio on cards and on
 * the page (and, for the intents, of their contrastText on them: a button's label).
 */
export function PaletteTokens() {
  return (
    <TokenPanel label="调色板">
      <Typography variant="body2" sx={{ mb: 1 }}>
        对比度按 WCAG 2.2 的公式由主题里的颜色现场算出，半透明的颜色先叠到底色上再算。比较的底色：
        {SURFACES.map((surface, index) => (
          <span key={surface.token}>
            {index > 0 && '、'}
            {surface.label} <code>{surface.token}</code>（{toHex(surface.color)}）
          </span>
        ))}
        ；「其上文字」是 contrastText 写在这个颜色上（例如按钮文字）。
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        AAA ≥ 7:1，AA ≥ 4.5:1：可用于正文。仅大字 ≥ 3:1：只够大字（24 px，或粗体 18.7
        px）、图标和控件边框。不足 &lt; 3:1：只能作装饰（禁用状态的文字和控件不受对比度要求约束）。
      </Typography>
      {INTENTS.map((intent) => {
        const colour = palette[intent.key];
        return (
          <Box key={intent.key} sx={{ mb: 3 }}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {intent.name} <code>{intent.key}</code>
            </Typography>
            <Box sx={grid}>
              {SHADES.map((shade) => {
                const value = colour[shade];
                const token = `${intent.key}.${shade}`;
                return shade === 'contrastText' ? (
                  <Swatch
                    key={token}
                    token={token}
                    value={value}
                    textOnSwatch={colour.main}
                    checks={[
                      { label: '写在 main 上', foreground: value, background: colour.main },
                      { label: '写在 dark 上', foreground: value, background: colour.dark },
                    ]}
                  />
                ) : (
                  <Swatch
                    key={token}
                    token={token}
                    value={value}
                    textOnSwatch={colour.contrastText}
                    checks={[
                      ...onSurfaces(value),
                      { label: '其上文字', foreground: colour.contrastText, background: value },
                    ]}
                  />
                );
              })}
            </Box>
          </Box>
        );
      })}
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        文字、背景与分隔线
      </Typography>
      <Box sx={grid}>
        {(['primary', 'secondary', 'disabled'] as const).map((key) => (
          <Swatch
            key={key}
            token={`text.${key}`}
            value={palette.text[key]}
            checks={onSurfaces(palette.text[key])}
          />
        ))}
        {(['default', 'paper'] as const).map((key) => (
          <Swatch
            key={key}
            token={`background.${key}`}
            value={palette.background[key]}
            textOnSwatch={palette.text.primary}
            checks={[
              {
                label: '正文 text.primary',
                foreground: palette.text.primary,
                background: palette.background[key],
              },
              {
                label: '次要 text.secondary',
                foreground: palette.text.secondary,
                background: palette.background[key],
              },
            ]}
          />
        ))}
        <Swatch token="divider" value={palette.divider} checks={onSurfaces(palette.divider)} />
      </Box>
    </TokenPanel>
  );
}
