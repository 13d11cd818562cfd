import { ICON_SPRITE_PATH, sportIconId } from './sprite';

/** A decorative icon of the sprite (`GET /fe-api/icons.svg`): hidden from assistive technology, sized by CSS. */
export function Icon({ id, className }: { id: string; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" width="1em" height="1em">
      <use href={`${ICON_SPRITE_PATH}#${id}`} />
    </svg>
  );
}

/** A sport's icon (its own, or the default one). */
export function SportIcon({ sportKey, className }: { sportKey: string; className?: string }) {
  return <Icon id={sportIconId(sportKey)} className={className} />;
}
