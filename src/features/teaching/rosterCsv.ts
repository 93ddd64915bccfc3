import { formatDateTime } from '@/lib/formatDate';
import type { CourseStudent } from './teachingApi';

/** 导出名单: the class roster as a CSV file that Excel opens in Chinese (docs/screens.md). */

/** A line of the roster: a student as the API gives them (their id is not exported). */
export type RosterRow = Omit<CourseStudent, 'studentId'>;

export const ROSTER_HEADER = ['姓名', '学号', '班级', '进度', '最近学习', '平均分', '是否落后'];

/** Excel reads a CSV without it as the system's code page and shows the names garbled. */
const BOM = '\ufeff';

/** A field with a comma, a quote or a line break is quoted, its quotes doubled (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The whole file as text: BOM, header, one line per student, CRLF as Excel writes it. */
export function rosterCsv(rows: readonly RosterRow[]): string {
  const lines = [
    ROSTER_HEADER,
    ...rows.map((row) => [
      row.name,
      row.studentNo,
      row.className,
      `${row.progress}%`,
      row.lastActiveAt ? formatDateTime(row.lastActiveAt) : '',
      row.averageScore === null ? '' : String(row.averageScore),
      row.behind ? '是' : '否',
    ]),
  ];
  return BOM + lines.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The file's bytes: UTF-8, starting EF BB BF. */
export function rosterCsvBytes(rows: readonly RosterRow[]): Uint8Array {
  return new TextEncoder().encode(rosterCsv(rows));
}
