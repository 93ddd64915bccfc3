import { startFirstViewGate } from './firstViewGate';

startFirstViewGate();
