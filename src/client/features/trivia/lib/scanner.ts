import type { BarcodeScannerPlugin } from '@capacitor-mlkit/barcode-scanning';
import { capacitor } from '../../../lib/platform';
import { isNative, nativePlugin } from '../../../lib/native';

/** Why a scan ended without a code; each has its own message. */
export type ScanFailure = 'permission' | 'canceled' | 'error' | 'unavailable';

export class ScanError extends Error {
  constructor(readonly reason: ScanFailure) {
    super(`scan ${reason}`);
    this.name = 'ScanError';
  }
}

export const scanFailure = (err: unknown): ScanFailure => (err instanceof ScanError ? err.reason : 'error');

/**
 * The shell's ML Kit scanner when the device has one. It is undefined on the web and where
 * the device has no scanner, which then uses the camera through the web view as a browser does.
 */
export async function nativeScanner(): Promise<BarcodeScannerPlugin | undefined> {
  if (!isNative()) return undefined;
  const plugin = await nativePlugin<BarcodeScannerPlugin>('BarcodeScanner');
  if (!plugin) return undefined;
  try {
    return (await plugin.isSupported()).supported ? plugin : undefined;
  } catch {
    return undefined;
  }
}

/** One scan with ML Kit's own full-screen scanner; resolves with the code's text. */
export async function scanNative(plugin: BarcodeScannerPlugin): Promise<string> {
  // Android's ready-made scanner (Google's code scanner module) needs no camera permission;
  // iOS draws the camera itself and asks for it.
  if (capacitor()?.getPlatform?.() === 'ios') {
    let status = await plugin.checkPermissions();
    if (status.camera !== 'granted' && status.camera !== 'limited')
      status = await plugin.requestPermissions();
    if (status.camera !== 'granted' && status.camera !== 'limited') throw new ScanError('permission');
  } else {
    const { available } = await plugin
      .isGoogleBarcodeScannerModuleAvailable()
      .catch(() => ({ available: true }));
    // Google Play installs the module in the background; until then the device cannot scan.
    if (!available) {
      void plugin.installGoogleBarcodeScannerModule().catch(() => undefined);
      throw new ScanError('unavailable');
    }
  }
  let result;
  try {
    result = await plugin.scan({ formats: ['QR_CODE' as never] });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/cancel/i.test(message)) throw new ScanError('canceled');
    if (/permission/i.test(message)) throw new ScanError('permission');
    throw new ScanError('error');
  }
  const code = result.barcodes[0]?.rawValue;
  if (!code) throw new ScanError('canceled');
  return code;
}

type Detect = (video: HTMLVideoElement) => Promise<string | null>;
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector where it reads QR codes (Android's Chrome, Safari);
 * elsewhere the qr-scanner package, fetched only now, so nobody downloads it before scanning.
 */
async function makeDetector(): Promise<{ detect: Detect; close: () => void }> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats = Native ? await Native.getSupportedFormats?.().catch(() => []) : [];
  if (Native && formats?.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return { detect: async (v) => (await detector.detect(v))[0]?.rawValue ?? null, close: () => {} };
  }
  const { default: QrScanner } = await import('qr-scanner');
  const engine = await QrScanner.createQrEngine();
  const canvas = document.createElement('canvas');
  return {
    detect: (v) =>
      QrScanner.scanImage(v, { qrEngine: engine, canvas, returnDetailedScanResult: true }).then(
        (r) => r.data || null,
        () => null,
      ),
    close: () => {
      if (engine instanceof Worker) engine.terminate();
    },
  };
}

function cameraFailure(err: unknown): ScanFailure {
  const name = (err as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'permission';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return 'unavailable';
  return 'error';
}

/** How often a camera frame is read: often enough to feel instant, rarely enough for a cheap phone. */
const FRAME_INTERVAL_MS = 200;

/**
 * Shows the back camera in `video` and reads each frame until a QR code appears. Resolves
 * with a stop function once the camera runs; `onCode` is called once, with the code's text.
 */
export async function startCameraScan(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<() => void> {
  if (!navigator.mediaDevices?.getUserMedia) throw new ScanError('unavailable');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'environment' },
      audio: false,
    });
  } catch (err) {
    throw new ScanError(cameraFailure(err));
  }
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let detector: Awaited<ReturnType<typeof makeDetector>> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    detector?.close();
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    video.srcObject = stream;
    video.muted = true;
    video.playsInline = true;
    await video.play();
    detector = await makeDetector();
  } catch {
    stop();
    throw new ScanError('error');
  }
  const tick = async () => {
    if (stopped) return;
    const code = video.readyState >= 2 ? await detector!.detect(video).catch(() => null) : null;
    if (stopped) return;
    if (code) {
      stop();
      onCode(code);
      return;
    }
    timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
  };
  void tick();
  return stop;
}
