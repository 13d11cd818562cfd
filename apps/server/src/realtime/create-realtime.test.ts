import { describe, expect, it } from 'vitest';
import { TokenService } from '../auth/tokens';
import { ManualClock } from '../clock';
import { loadConfig } from '../config/config';
import { CentrifugoPublisher } from './centrifugo-publisher';
import { createRealtime } from './create-realtime';
import { RealtimeHub } from './hub';
import { HubPublisher } from './hub-publisher';

const tokens = new TokenService('a'.repeat(32), 'b'.repeat(32));
const logger = { warn: () => {}, error: () => {} };

describe('createRealtime', () => {
  it('serves clients from the embedded hub by default', async () => {
    const realtime = createRealtime(loadConfig({}), tokens, new ManualClock(0), logger);
    expect(realtime.hub).toBeInstanceOf(RealtimeHub);
    expect(realtime.publisher).toBeInstanceOf(HubPublisher);
    await realtime.close();
    expect(realtime.hub?.publish('public:en', {})).toEqual({ epoch: '', offset: 0 });
  });

  it('publishes to Centrifugo, with no embedded hub, when Centrifugo is configured', async () => {
    const config = loadConfig({ CENTRIFUGO_API_URL: 'http://127.0.0.1:8000', CENTRIFUGO_API_KEY: 'key' });
    const realtime = createRealtime(config, tokens, new ManualClock(0), logger);
    expect(realtime.hub).toBeUndefined();
    expect(realtime.publisher).toBeInstanceOf(CentrifugoPublisher);
    await realtime.close();
  });
});
