import { type PointerEvent, useRef, useState } from "react";

// Toasts are dismissed by swiping right past 50 px.
const SWIPE_THRESHOLD_PX = 50;
// Below this distance a press is a click (e.g. on the close button), so the pointer
// is not captured: capturing would retarget that click to the toast itself.
const DRAG_START_PX = 5;

/** Pointer handlers and the current offset for a horizontally swipeable element. */
export function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const reset = () => {
    start.current = null;
    setOffset(0);
  };

  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        start.current = { x: event.clientX, pointerId: event.pointerId };
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (!start.current) return;
        const dx = Math.max(0, event.clientX - start.current.x);
        if (dx > DRAG_START_PX && !event.currentTarget.hasPointerCapture(event.pointerId)) {
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        setOffset(dx);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        if (!start.current) return;
        const dx = event.clientX - start.current.x;
        reset();
        if (dx > SWIPE_THRESHOLD_PX) onDismiss();
      },
      onPointerCancel: reset,
    },
  };
}
