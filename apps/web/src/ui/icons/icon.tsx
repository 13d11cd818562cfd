import { ICON_SPRITE_URL, sportIconId } from './sprite';
import { SpriteCheck } from './sprite-check';

/**
 * A decorative icon of the sprite (`GET /fe-api/icons.svg?version=`): hidden from assistive technology, sized
 * by CSS. The first icon of a page also checks that the sprite loads (a failure is reported, spec §8).
 */
export function Icon({ id, className }: { id: string; className?: string }) {
  return (
    <>
      <svg className={className} aria-hidden="true" focusable="false" width="1em" height="1em">
        <use href={`${ICON_SPRITE_URL}#${id}`} />
      </svg>
      <SpriteCheck url={ICON_SPRITE_URL} />
    </>
  );
}

/** A sport's icon (its own, or the default one). */
export function SportIcon({ sportKey, className }: { sportKey: string; className?: string }) {
  return <Icon id={sportIconId(sportKey)} className={className} />;
}
