'use client';

export { BetBuilderButton, BetBuilderHost } from './bet-builder-host';
export { restoreShareCodeForHost } from './share-code-for-host';
export { ShareCodeRestorer } from './share-code-restorer';
export { SlipPanel } from './slip-panel';
export { SLIP_PANEL_ID } from './slip-panel-id';
export { openSlip, setSlipPanel, useSlipPanel } from './slip-panel-state';
export { pickOutcome, useIsSelected, useSelectionCount, useSlip } from './slip-store';
export { SlipSyncHost } from './slip-sync-host';
