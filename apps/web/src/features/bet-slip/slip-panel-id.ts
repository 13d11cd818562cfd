/** The bet slip panel's element id (the navigation's buttons control it). */
export const SLIP_PANEL_ID = 'bet-slip';
