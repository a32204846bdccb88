/**
 * Stops the page behind a modal from scrolling; returns the function that restores it. The scrollbar's
 * width is kept as padding so the page does not shift sideways when the bar disappears.
 */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) {
    const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${padding + scrollbarWidth}px`;
  }
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}
