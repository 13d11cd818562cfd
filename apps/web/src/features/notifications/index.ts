'use client';

export { NotificationBell, NotificationsMenuButton } from './notification-bell';
