// Owns the product picture's zoom: hover (mouse) or tap (touch) to magnify where the pointer is; a button for keyboards.
import { ZoomInIcon, ZoomOutIcon } from 'lucide-react';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { cn } from '#web/lib/class-names.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

const SCALE = 2;
const KEY_STEP = 10; // percent of the picture per arrow press

type Origin = { x: number; y: number };

function originOf(event: PointerEvent<HTMLElement>): Origin {
  const box = event.currentTarget.getBoundingClientRect();
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  return {
    x: box.width ? clamp(((event.clientX - box.left) / box.width) * 100) : 50,
    y: box.height ? clamp(((event.clientY - box.top) / box.height) * 100) : 50,
  };
}

export function ImageZoom({
  src,
  alt,
  sizes,
  priority = false,
}: {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
}) {
  const [zoomed, setZoomed] = useState(false);
  const hydrated = useHydrated();
  const [origin, setOrigin] = useState<Origin>({ x: 50, y: 50 });

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse') {
      // Zoom on movement rather than on enter: a dialog opening under a resting cursor stays unzoomed.
      setOrigin(originOf(event));
      setZoomed(true);
    } else if (zoomed) {
      setOrigin(originOf(event));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!zoomed) return;
    const moves: Record<string, Origin> = {
      ArrowLeft: { x: -KEY_STEP, y: 0 },
      ArrowRight: { x: KEY_STEP, y: 0 },
      ArrowUp: { x: 0, y: -KEY_STEP },
      ArrowDown: { x: 0, y: KEY_STEP },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setOrigin((at) => ({
      x: Math.min(100, Math.max(0, at.x + move.x)),
      y: Math.min(100, Math.max(0, at.y + move.y)),
    }));
  }

  return (
    <div
      className={cn(
        'relative overflow-hidden rounded-lg bg-muted select-none',
        zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in',
      )}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setZoomed(false);
      }}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => {
        // A tap toggles the zoom, magnifying where the finger landed.
        if (event.pointerType === 'mouse' || event.target !== event.currentTarget.firstElementChild) return;
        setOrigin(originOf(event));
        setZoomed((on) => !on);
      }}
      style={{ touchAction: zoomed ? 'none' : 'manipulation' }}
    >
      <UploadedImage
        src={src}
        alt={alt}
        width={800}
        height={1000}
        sizes={sizes}
        priority={priority}
        draggable={false}
        className="aspect-[4/5] h-auto w-full transition-transform duration-200 ease-out"
        style={{
          transform: zoomed ? `scale(${SCALE})` : undefined,
          transformOrigin: `${origin.x}% ${origin.y}%`,
        }}
      />
      <button
        type="button"
        aria-pressed={zoomed}
        aria-label="Zoom image"
        // Zooming is the app's: until it runs the button is not there to press.
        disabled={!hydrated}
        title={zoomed ? 'Zoom out (arrow keys move around)' : 'Zoom in'}
        onClick={() => setZoomed((on) => !on)}
        onKeyDown={onKeyDown}
        className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full bg-background/90 text-foreground shadow-md hover:bg-background focus-visible:outline-2 disabled:invisible focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {zoomed ? <ZoomOutIcon className="size-5" aria-hidden /> : <ZoomInIcon className="size-5" aria-hidden />}
      </button>
    </div>
  );
}
