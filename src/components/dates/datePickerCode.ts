import { createContext, type ComponentType } from 'react';
import { lazyComponent } from '@/components/lazyComponent';
import type { ChineseDatePickerProps } from './ChineseDatePicker';

/**
 * The date picker's code (MUI X's pickers and dayjs' adapter, ~80 kB gzip) arrives beside the
 * screen that holds it, not before it: 学习记录's chart sentence and list painted only after it
 * on a slow phone (docs/budgets.md "Returning visits").
 */
const ChineseDatePickerOnItsWay = lazyComponent<ChineseDatePickerProps>(() =>
  import('./ChineseDatePicker').then((module) => module.ChineseDatePicker),
);

/**
 * Where LazyDatePicker takes the picker from once the visitor comes to a field. The app never
 * sets it. A story gives it code that never arrives, as a slow network holds it: the stand-in's
 * own states (typed text, 请按 年/月/日 输入日期) then stay in view, whatever code the
 * workbench has loaded for other stories.
 */
export const DatePickerCode =
  createContext<ComponentType<ChineseDatePickerProps>>(ChineseDatePickerOnItsWay);
