import { describe, expect, it } from 'vitest';
import { profileRows } from './profileRows';

const user = { userId: 'X2024001', userName: '林同学', department: '数学学院' };
const idLine = (userType: string) => profileRows(user, userType)[1];

describe('个人资料 names the id by who holds it (design §7 Chinese style)', () => {
  it.each([
    ['teacher', '工号'],
    ['admin', '工号'],
    ['student', '学号'],
    ['visitor', '账号'],
  ])('%s: %s', (userType, label) => {
    expect(idLine(userType)).toEqual([label, 'X2024001']);
  });

  it('keeps the lines in order: 姓名, the id, 身份, then what is stored', () => {
    expect(profileRows(user, 'student').map(([label]) => label)).toEqual([
      '姓名',
      '学号',
      '身份',
      '所在单位',
    ]);
  });
});
