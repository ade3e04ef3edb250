/**
 * Ends the current task so the browser can paint and handle input before the next
 * piece of work (scheduler.yield where the browser has it, a zero timeout elsewhere).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
