import {
  deleteBannerSlot,
  getContentBanners,
  listBannerSlots,
  putBannerSlot,
} from '@sportsbook/contract/content/banner-calls';
import { bannersShownAt } from '@sportsbook/core/content/banner-schedule';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { ApiError } from '../http/api-error';
import { type RouteEnv, registerCall } from '../http/register-call';
import * as slots from './banner-slots';

/**
 * The content API (spec §7.5: the CMS that supplies banners), as the reference backend answers it: a slot's
 * banners shown now for anyone, and the operator API that edits them while the product runs.
 */
export function registerContentRoutes(app: FastifyInstance, env: RouteEnv, deps: AppDeps): void {
  const db = deps.database.db;

  registerCall(app, env, getContentBanners, async ({ params }) => {
    const slot = await slots.bannerSlot(db, params.slot);
    return { slot: params.slot, banners: bannersShownAt(slot?.banners ?? [], deps.clock.now()) };
  });

  const operatorSlot = (slot: slots.StoredBannerSlot) => ({
    slot: slot.slot,
    banners: [...slot.banners],
    updated_at: slot.updatedAt,
  });
  registerCall(app, env, listBannerSlots, async () => ({
    data: (await slots.allBannerSlots(db)).map(operatorSlot),
  }));
  registerCall(app, env, putBannerSlot, async ({ params, body }) =>
    operatorSlot(
      await slots.putBannerSlot(db, params.slot, body.banners, new Date(deps.clock.now()).toISOString()),
    ),
  );
  registerCall(app, env, deleteBannerSlot, async ({ params }) => {
    if (!(await slots.deleteBannerSlot(db, params.slot))) throw ApiError.notFound('banner slot', params.slot);
    return undefined;
  });
}
