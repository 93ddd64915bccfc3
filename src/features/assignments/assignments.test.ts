import { describe, expect, it } from 'vitest';
import { assignmentLine, chinaDateTime, readAssignments, type Assignment } from './assignments';

const NOW = Date.parse('2026-09-07T09:00:00+08:00');
const due: Assignment = {
  assignmentId: 'a-1',
  courseId: 'c-001',
  courseName: '高等数学 A（上）',
  title: '第 3 次作业',
  dueAt: '2026-09-10T23:59:00+08:00',
  status: 'pending',
};

describe('assignments', () => {
  it('reads an answer, soonest due first, leaving out what is not an assignment', () => {
    const sooner = { ...due, assignmentId: 'a-2', dueAt: '2026-09-08T12:00:00+08:00' };
    const read = readAssignments([due, { ...due, status: 'lost' }, sooner, null]);
    expect(read.map((a) => a.assignmentId)).toEqual(['a-2', 'a-1']);
    expect(() => readAssignments({ records: [] })).toThrow('接口返回的作业列表格式不正确');
  });

  it('says the due time in China time, as 9月10日', () => {
    expect(chinaDateTime('2026-09-10T15:59:00Z')).toBe('9月10日 23:59');
  });

  it('says each state in words, not by colour alone', () => {
    expect(assignmentLine(due, NOW)).toMatchObject({
      state: '未提交',
      overdue: false,
      due: '9月10日 23:59 截止',
    });
    expect(assignmentLine({ ...due, dueAt: '2026-09-06T23:59:00+08:00' }, NOW)).toMatchObject({
      state: '已逾期',
      overdue: true,
    });
    expect(assignmentLine({ ...due, status: 'submitted' }, NOW).state).toBe('已提交，待批改');
    // Read in December, a due date of February names its year.
    const december = Date.parse('2026-12-02T09:00:00+08:00');
    expect(assignmentLine({ ...due, dueAt: '2027-02-09T23:59:00+08:00' }, december).due).toBe(
      '2027年2月9日 23:59 截止',
    );
    expect(assignmentLine({ ...due, status: 'graded', score: 88 }, NOW).state).toBe('已批改 88 分');
  });
});
