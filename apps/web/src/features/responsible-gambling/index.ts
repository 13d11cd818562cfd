'use client';

export { loadSessionWatch, RgDialogs } from './lazy';
