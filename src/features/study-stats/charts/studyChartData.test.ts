import { describe, expect, it } from 'vitest';
import { rangeScope } from '@/features/study-stats/charts/studyChartData';

describe('rangeScope: how a chart names the days it covers', () => {
  it('says 近 12 周 for the default range', () => {
    expect(rangeScope({ from: '2026-06-22', to: '2026-09-07' }, true)).toBe('近 12 周');
  });

  it('names one day, a range within a year, and a range across years', () => {
    expect(rangeScope({ from: '2026-09-03', to: '2026-09-03' }, false)).toBe('2026年9月3日');
    expect(rangeScope({ from: '2026-09-01', to: '2026-10-03' }, false)).toBe(
      '2026年9月1日至10月3日',
    );
    expect(rangeScope({ from: '2025-12-29', to: '2026-01-04' }, false)).toBe(
      '2025年12月29日至2026年1月4日',
    );
  });
});
