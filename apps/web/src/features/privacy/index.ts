'use client';

export { PrivacyHost } from './privacy-host';
