/**
 * Runs `work` once the browser has painted the next frame. What a reader cannot see (focus for
 * screen readers, the document's title and meta tags, storage writes) is kept out of the frame
 * that shows a new page: React runs every effect of a click's render before that frame, so work
 * left in an effect delays the paint of the page by its own time and by the style and layout it
 * forces. A callback of `requestAnimationFrame` runs just before the frame's paint; a task it
 * queues runs after it (the usual "after next paint").
 *
 * Returns a function that cancels the work if it has not run yet (an effect's cleanup).
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
