import type { CountBucket, CourseStats, TeacherCourse } from './teachingApi';

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
          ? `已截止的 ${rates.length} 次作业平均提交率 ${average}%，最低的是${lowest.title}（${lowest.rate}%）。`
          : '还没有已截止的作业。',
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

/** The courses 教学统计 can measure: those with a submission rate or an average score. */
export function measuredCourses(courses: readonly TeacherCourse[]): TeacherCourse[] {
  return courses.filter(
    (c) =>
      (c.submissionRate !== null && c.submissionRate !== undefined) ||
      (c.averageScore !== null && c.averageScore !== undefined),
  );
}

function extremes<T>(rows: readonly T[], value: (row: T) => number): { low: T; high: T } | null {
  const [first] = rows;
  if (first === undefined) return null;
  return rows.reduce<{ low: T; high: T }>(
    (best, row) => ({
      low: value(row) < value(best.low) ? row : best.low,
      high: value(row) > value(best.high) ? row : best.high,
    }),
    { low: first, high: first },
  );
}

/**
 * 教学统计 on a teacher's dashboard (design §7): per course, the submission rate and the average
 * score, each a chart of rows with its sentence. A course without the number is left out of
 * that chart, and the sentence says how many are.
 */
export function teachingStatsCharts(courses: readonly TeacherCourse[]): CountChartSpec[] {
  const rated = courses.flatMap((c) =>
    typeof c.submissionRate === 'number' ? [{ course: c, value: c.submissionRate }] : [],
  );
  const scored = courses.flatMap((c) =>
    typeof c.averageScore === 'number' ? [{ course: c, value: c.averageScore }] : [],
  );
  const bars = (rows: typeof rated) =>
    rows.map(({ course, value }) => ({
      key: course.courseId,
      label: course.courseName,
      name: course.courseName,
      minutes: value,
    }));
  const rates = extremes(rated, (r) => r.value);
  const scores = extremes(scored, (r) => r.value);
  const meanRate = rated.length
    ? Math.round(rated.reduce((sum, r) => sum + r.value, 0) / rated.length)
    : 0;
  return [
    {
      title: '各课程作业提交率',
      summary: rates
        ? `${rated.length} 门课程已截止作业的平均提交率 ${meanRate}%，最低的是${rates.low.course.courseName}（${rates.low.value}%）。`
        : '还没有已截止的作业。',
      categoryLabel: '课程',
      bars: bars(rated),
      measure: { name: '提交率', unit: '%', total: false },
      orientation: 'rows',
      color: 'secondary',
    },
    {
      title: '各课程平均分',
      summary: scores
        ? `${scored.length} 门课程有批改过的作业，平均分最高的是${scores.high.course.courseName}（${scores.high.value} 分），最低的是${scores.low.course.courseName}（${scores.low.value} 分）。`
        : '还没有批改过的作业。',
      categoryLabel: '课程',
      bars: bars(scored),
      measure: { name: '平均分', unit: '分', total: false },
      orientation: 'rows',
    },
  ];
}
