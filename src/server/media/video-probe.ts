import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What ffmpeg reads from an uploaded video: its length and a frame to show before it plays. */
export interface VideoProbe {
  durationS: number | null;
  width: number | null;
  height: number | null;
  /** A PNG of a frame near the start; null when none could be decoded. */
  poster: Buffer | null;
}

/**
 * Finds ffmpeg and ffprobe once. They come from the operating system (Debian's package),
 * not from npm: a machine without them still takes uploads, and the organiser types the
 * duration and picks a thumbnail instead.
 */
export type VideoTools = { ffmpeg: string; ffprobe: string } | null;

const found = new Map<string, Promise<VideoTools>>();

/** FFMPEG_PATH and FFPROBE_PATH name other binaries (an empty or wrong one means "none"). */
export function findVideoTools(): Promise<VideoTools> {
  const ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg';
  const ffprobe = process.env.FFPROBE_PATH || 'ffprobe';
  const key = `${ffmpeg}\n${ffprobe}`;
  let tools = found.get(key);
  if (!tools) {
    tools = Promise.all([run(ffmpeg, ['-version']), run(ffprobe, ['-version'])]).then(
      () => ({ ffmpeg, ffprobe }),
      () => null,
    );
    found.set(key, tools);
  }
  return tools;
}

// A hostile file must not hold a worker: both tools get a time and output limit.
const LIMITS = { timeout: 20_000, maxBuffer: 4 * 1024 * 1024 };

/** Reads duration and size and grabs a poster frame; null when the tools are missing or fail. */
export async function probeVideo(
  bytes: Buffer,
  ext: string,
  tools: VideoTools | Promise<VideoTools> = findVideoTools(),
): Promise<VideoProbe | null> {
  const have = await tools;
  if (!have) return null;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'video-probe-'));
  try {
    const input = path.join(dir, `in.${ext}`);
    const poster = path.join(dir, 'poster.png');
    await writeFile(input, bytes);
    const { stdout } = await run(
      have.ffprobe,
      [
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        '-select_streams',
        'v:0',
        input,
      ],
      LIMITS,
    );
    const info = JSON.parse(stdout) as {
      format?: { duration?: string };
      streams?: { width?: number; height?: number; duration?: string }[];
    };
    const stream = info.streams?.[0];
    const seconds = Number(info.format?.duration ?? stream?.duration);
    // A frame a little after the start (many clips open on black), the first one for short clips.
    const at = Number.isFinite(seconds) && seconds > 2 ? 1 : 0;
    let frame: Buffer | null = null;
    try {
      await run(
        have.ffmpeg,
        ['-v', 'error', '-ss', String(at), '-i', input, '-frames:v', '1', '-f', 'image2', '-y', poster],
        LIMITS,
      );
      frame = await readFile(poster);
    } catch {
      frame = null;
    }
    return {
      durationS: Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : null,
      width: stream?.width ?? null,
      height: stream?.height ?? null,
      poster: frame,
    };
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
