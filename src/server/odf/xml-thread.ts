import { Worker } from 'node:worker_threads';
import { xmlWorkerFile } from '../runtime-files';

/** What the XML stage answers: the parsed document as JSON, or why the message is refused. */
export interface XmlAnswer {
  json?: string;
  reason?: string;
  /** The refusal is about size: the message has more elements or attributes than ODF does. */
  tooLarge?: boolean;
}

/** A message that takes longer than this to read is refused and the worker replaced. */
const TIMEOUT_MS = 30_000;

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (a: XmlAnswer) => void; timer: NodeJS.Timeout }>();

function settleAll(answer: XmlAnswer) {
  for (const [id, w] of waiting) {
    clearTimeout(w.timer);
    w.resolve(answer);
    waiting.delete(id);
  }
}

function current(): Worker {
  if (worker) return worker;
  const w = new Worker(xmlWorkerFile);
  // Idle, it must not keep the process alive (tests, scripts, shutdown).
  w.unref();
  w.on('message', ({ id, ...answer }: XmlAnswer & { id: number }) => {
    const entry = waiting.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    waiting.delete(id);
    entry.resolve(answer);
    if (waiting.size === 0) w.unref();
  });
  const lost = (reason: string) => {
    if (worker === w) worker = null;
    settleAll({ reason });
  };
  w.on('error', (err) => lost(`the message could not be read: ${err.message}`));
  w.on('exit', () => lost('the message could not be read'));
  worker = w;
  return w;
}

/**
 * Checks and parses an ODF message's XML in a worker thread (xml-worker.mjs): the event
 * loop only pays for copying the text there and reading the JSON back.
 */
export function readXmlOffThread(xml: string): Promise<XmlAnswer> {
  const w = current();
  const id = (nextId += 1);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve({ reason: 'the message took too long to read' });
      if (worker === w) worker = null;
      void w.terminate();
    }, TIMEOUT_MS);
    timer.unref();
    waiting.set(id, { resolve, timer });
    // Busy, it keeps the process alive until the answer is back.
    w.ref();
    w.postMessage({ id, xml });
  });
}
