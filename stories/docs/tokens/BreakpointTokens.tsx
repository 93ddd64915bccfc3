import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { REVIEW_WIDTHS, type ReviewWidth } from '@/components/theme/breakpoints';
import { theme } from '@/components/theme/theme';
import { TokenPanel } from './TokenPanel';

export interface BreakpointRange {
  key: string;
  from: number;
  /** The first width of the next breakpoint; none for the last. */
  until?: number;
  reviewWidths: ReviewWidth[];
}

/** The theme's breakpoints as ranges, each with the review widths (docs/screens.md) that fall in it. */
export function breakpointRanges(): BreakpointRange[] {
  const { keys, values } = theme.breakpoints;
  const reviewWidths: ReviewWidth[] = Object.values(REVIEW_WIDTHS);
  return keys.map((key, index) => {
    const from = values[key];
    const next = keys[index + 1];
    const until = next === undefined ? undefined : values[next];
    return {
      key,
      from,
      ...(until === undefined ? {} : { until }),
      reviewWidths: reviewWidths.filter(
        (review) => review.width >= from && (until === undefined || review.width < until),
      ),
    };
  });
}

/** The breakpoints xs–xl, their ranges and where each review width lands. */
export function BreakpointTokens() {
  const phoneBelow = theme.breakpoints.values.sm;
  return (
    <TokenPanel label="断点">
      <Typography variant="body2" sx={{ mb: 2 }}>
        窄于 <code>sm</code>（{phoneBelow}{' '}
        px）时是手机布局。工具栏的四个评审宽度各落在下表的一个断点里，这样「手机」总是手机布局，「桌面」总是桌面布局。
      </Typography>
      {/* A table may scroll inside its own box on the narrowest phones. */}
      <TableContainer>
        <Table
          size="small"
          aria-label="断点"
          sx={{ '& th, & td': { px: { xs: 1, sm: 2 }, whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                断点
              </TableCell>
              <TableCell component="th" scope="col">
                宽度范围
              </TableCell>
              <TableCell component="th" scope="col">
                评审宽度
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {breakpointRanges().map((range) => (
              <TableRow key={range.key} aria-label={range.key}>
                <TableCell component="th" scope="row">
                  <code>{range.key}</code>
                  {range.from < phoneBelow && (
                    <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                      手机布局
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {range.until === undefined
                    ? `${range.from} px 起`
                    : `${range.from}–${range.until - 1} px`}
                </TableCell>
                <TableCell>
                  {range.reviewWidths.length === 0
                    ? '无'
                    : range.reviewWidths.map((review) => (
                        <span key={review.name} style={{ display: 'block' }}>
                          {review.name} {review.width} × {review.height}
                        </span>
                      ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </TokenPanel>
  );
}
