'use client';

export { NotificationBell } from './notification-bell';
