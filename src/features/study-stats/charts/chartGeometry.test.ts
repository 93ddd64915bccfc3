import { describe, expect, it } from 'vitest';
import { columnLabelWidth, columnsLayout } from './chartGeometry';

const weeks = [
  '9/14',
  '9/21',
  '9/28',
  '10/5',
  '10/12',
  '10/19',
  '10/26',
  '11/2',
  '11/9',
  '11/16',
  '11/23',
  '11/30',
];
const shown = (labels: readonly string[], width: number) => {
  const { labelled } = columnsLayout(labels, width);
  return labels.filter((_, index) => labelled(index));
};

describe('labelledColumns: the labels under columns stand at even intervals, and whole', () => {
  it('labels every column where there is room for each', () => {
    expect(shown(weeks, 1000)).toEqual(weeks);
  });

  it('labels every second or third column on a phone, counted back from the latest, at one interval', () => {
    // A 390 px phone leaves the chart 298 px; a 320 px one 228 px.
    expect(shown(weeks, 298)).toEqual(['9/21', '10/5', '10/19', '11/2', '11/16', '11/30']);
    expect(shown(weeks, 228)).toEqual(['9/28', '10/19', '11/9', '11/30']);
  });

  it('keeps room right of the plot for the whole latest label, rather than cut it to `11/…`', () => {
    // The latest column's middle is half a band from the plot's end: `11/30` is 34 px wide.
    const narrow = columnsLayout(weeks, 228);
    const band = (228 - 44 - narrow.rightMargin) / weeks.length;
    expect(band / 2 + narrow.rightMargin).toBeGreaterThanOrEqual(columnLabelWidth('11/30') / 2);
    // Where the bands are wide enough, the margin stays the least there is.
    expect(columnsLayout(weeks, 1000).rightMargin).toBe(8);
    expect(columnsLayout(['9/7', '9/14'], 228).rightMargin).toBe(8);
  });

  it('gives Chinese labels the room of their characters', () => {
    expect(columnLabelWidth('第 12 周')).toBeGreaterThan(columnLabelWidth('11/30'));
    const four = ['第 1 周', '第 2 周', '第 3 周', '第 4 周'];
    expect(shown(four, 298)).toEqual(four);
    expect(shown(four, 228)).toEqual(['第 2 周', '第 4 周']);
  });

  it('labels nothing before the chart has a width', () => {
    expect(shown(weeks, 0)).toEqual([]);
  });
});
