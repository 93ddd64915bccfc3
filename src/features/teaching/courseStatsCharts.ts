import type { CountBucket, CourseStats } from './teachingApi';

/**
 * One chart of 统计, in the shape 学习统计's bar chart takes (the page hands that chart in: a
 * feature does not import another). `minutes` is the bar's number, whatever it counts.
 */
export interface CountChartSpec {
  title: string;
  summary: string;
  categoryLabel: string;
  bars: { key: string; label: string; name: string; minutes: number }[];
  measure: { name: string; unit: string; total?: boolean };
  orientation?: 'columns' | 'rows';
  color?: 'primary' | 'secondary';
}

const bucketBars = (buckets: readonly CountBucket[], unit: string) =>
  buckets.map((b) => ({
    key: b.range,
    label: b.range,
    name: `${b.range}${unit === '%' ? '' : ' '}${unit}`,
    minutes: b.count,
  }));

function largest(buckets: readonly CountBucket[]): CountBucket | null {
  return buckets.reduce<CountBucket | null>(
    (top, b) => (!top || b.count > top.count ? b : top),
    null,
  );
}

function describeBuckets(what: string, buckets: readonly CountBucket[], unit: string): string {
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  const top = largest(buckets);
  if (total === 0 || !top) return `还没有${what}。`;
  return `共 ${total} ${what === '批改过的作业' ? '份' : '人'}，最多的是 ${top.range}${unit === '%' ? '' : ' '}${unit}（${top.count}）。`;
}

/** 统计's three charts with the sentences that say what each shows. */
export function courseStatsCharts(stats: CourseStats): CountChartSpec[] {
  const rates = stats.submissionRates;
  const lowest = rates.reduce<(typeof rates)[number] | null>(
    (low, r) => (!low || r.rate < low.rate ? r : low),
    null,
  );
  const average = rates.length
    ? Math.round(rates.reduce((s, r) => s + r.rate, 0) / rates.length)
    : 0;
  return [
    {
      title: '成绩分布',
      summary: describeBuckets('批改过的作业', stats.scoreBuckets, '分'),
      categoryLabel: '分数段',
      bars: bucketBars(stats.scoreBuckets, '分'),
      measure: { name: '份数', unit: '份', total: true },
    },
    {
      title: '各次作业提交率',
      summary:
        rates.length && lowest
          ? `${rates.length} 次作业平均提交率 ${average}%，最低的是${lowest.title}（${lowest.rate}%）。`
          : '还没有布置作业。',
      categoryLabel: '作业',
      bars: rates.map((r) => ({
        key: r.assignmentId,
        label: r.title,
        name: r.title,
        minutes: r.rate,
      })),
      measure: { name: '提交率', unit: '%', total: false },
      orientation: 'rows',
      color: 'secondary',
    },
    {
      title: '学习进度分布',
      summary: describeBuckets('学生', stats.progressBuckets, '%'),
      categoryLabel: '进度',
      bars: bucketBars(stats.progressBuckets, '%'),
      measure: { name: '人数', unit: '人', total: true },
    },
  ];
}
