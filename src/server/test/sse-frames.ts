/** One Server-Sent Events frame as the live stream writes it; `raw` is its text. */
export interface SseFrame {
  raw: string;
  id?: number;
  event?: string;
  data?: string;
  retry?: number;
}

/**
 * Reads the frames of a GET /api/live stream for the tests, benchmarks and drills that watch
 * one: feed it each text chunk, and it calls `onFrame` for every complete frame (a frame cut
 * between two chunks waits for the next).
 */
export function sseReader(onFrame: (frame: SseFrame) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const raw = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const frame: SseFrame = { raw };
      for (const line of raw.split('\n')) {
        if (line.startsWith('id: ')) frame.id = Number(line.slice(4));
        else if (line.startsWith('data: ')) frame.data = line.slice(6);
        else if (line.startsWith('event: ')) frame.event = line.slice(7);
        else if (line.startsWith('retry: ')) frame.retry = Number(line.slice(7));
      }
      onFrame(frame);
    }
  };
}
