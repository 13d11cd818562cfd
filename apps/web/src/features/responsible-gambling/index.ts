'use client';

export { loadSessionWatch, RgDialogs } from './lazy';
export { LimitsPage } from './limits-page';
