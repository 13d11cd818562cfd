'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { HostRuntimeProps } from './host-runtime';

// The runtime loads only inside a frame: a page on its own carries none of it.
const HostRuntime = dynamic(() => import('./host-runtime').then((m) => m.HostRuntime), { ssr: false });

/**
 * Host messaging (spec §7.4) when the product is framed (window.parent !== window) and host origins are
 * configured (HOST_ORIGINS); nothing at all otherwise.
 */
export function HostBridge(props: HostRuntimeProps) {
  const [framed, setFramed] = useState(false);
  useEffect(() => {
    setFramed(window.parent !== window && props.origins.length > 0);
  }, [props.origins.length]);
  if (!framed) return null;
  return <HostRuntime {...props} />;
}
