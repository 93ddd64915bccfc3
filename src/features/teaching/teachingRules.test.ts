import { describe, expect, it } from 'vitest';
import { isBehind, isValidScore, parseScore } from './teachingRules';
import { csvField, rosterCsv, rosterCsvBytes, type RosterRow } from './rosterCsv';

const NOW = Date.parse('2026-09-07T09:30:00+08:00');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

describe('isBehind', () => {
  it('marks 20 points under the class average, not 19', () => {
    expect(isBehind({ progress: 40, lastActiveAt: daysAgo(1) }, 60, NOW)).toBe(true);
    expect(isBehind({ progress: 41, lastActiveAt: daysAgo(1) }, 60, NOW)).toBe(false);
  });
  it('marks 14 days without activity, not 13', () => {
    expect(isBehind({ progress: 90, lastActiveAt: daysAgo(14) }, 60, NOW)).toBe(true);
    expect(isBehind({ progress: 90, lastActiveAt: daysAgo(13) }, 60, NOW)).toBe(false);
  });
  it('marks a student never active', () => {
    expect(isBehind({ progress: 90, lastActiveAt: null }, 60, NOW)).toBe(true);
  });
});

describe('parseScore', () => {
  it('accepts whole numbers 0–100, full-width digits too', () => {
    expect(parseScore('0')).toEqual({ ok: true, score: 0 });
    expect(parseScore(' 100 ')).toEqual({ ok: true, score: 100 });
    expect(parseScore('４０')).toEqual({ ok: true, score: 40 });
    expect(parseScore('１００')).toEqual({ ok: true, score: 100 });
  });
  it('refuses empty, fractions, signs, letters and 101', () => {
    expect(parseScore('')).toEqual({ ok: false, error: '请输入分数' });
    for (const input of ['101', '85.5', '-1', '8O', '1e2', '１０１']) {
      expect(parseScore(input)).toEqual({ ok: false, error: '请输入 0-100 的整数' });
    }
  });
  it('the server takes only a whole JSON number', () => {
    expect(isValidScore(85)).toBe(true);
    expect(isValidScore('85')).toBe(false);
    expect(isValidScore(85.5)).toBe(false);
    expect(isValidScore(101)).toBe(false);
  });
});

const row = (overrides: Partial<RosterRow> = {}): RosterRow => ({
  name: '王磊',
  studentNo: '2024010101',
  className: '计算机 2401 班',
  progress: 62,
  lastActiveAt: '2026-09-07T01:30:00Z',
  averageScore: 86,
  behind: false,
  ...overrides,
});

describe('rosterCsv', () => {
  it('starts with the UTF-8 BOM bytes EF BB BF', () => {
    expect([...rosterCsvBytes([row()]).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
  it('has the header and one CRLF line per student', () => {
    const lines = rosterCsv([row(), row({ name: '李娜', behind: true, averageScore: null })])
      .slice(1)
      .split('\r\n');
    expect(lines).toEqual([
      '姓名,学号,班级,进度,最近学习,平均分,是否落后',
      '王磊,2024010101,计算机 2401 班,62%,2026-09-07 09:30,86,否',
      '李娜,2024010101,计算机 2401 班,62%,2026-09-07 09:30,,是',
      '',
    ]);
  });
  it('quotes fields with commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('普通')).toBe('普通');
  });
});
