// Face detection and the 128-number face descriptor, run only inside the face-aid worker (face-worker.ts):
// @vladmandic/face-api on the pure-JS TensorFlow.js with its WebAssembly backend, models read from the package's own
// `model/` folder (nothing is downloaded). Loaded once per worker, at the first selfie.
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type * as FaceApiModule from '@vladmandic/face-api';
import type * as TfModule from '@tensorflow/tfjs';

type FaceApi = typeof FaceApiModule;
type Tf = typeof TfModule;

const require = createRequire(import.meta.url);
/** Detection is as good on a 640-pixel image as on the stored 1600 and several times faster. */
const ANALYSED_LONGEST_SIDE_PX = 640;

let loading: Promise<{ faceapi: FaceApi; tf: Tf }> | undefined;

async function load(): Promise<{ faceapi: FaceApi; tf: Tf }> {
  // face-api's node-wasm build runs on this same TensorFlow.js instance.
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  const tf = require('@tensorflow/tfjs') as Tf;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
  // Read from the package folder by the file system (the platform fetch cannot open a path).
  wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'))}/dist/`);
  await tf.setBackend('wasm');
  await tf.ready();
  const models = `${path.dirname(require.resolve('@vladmandic/face-api/package.json'))}/model`;
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
  return { faceapi, tf };
}

export function faceModel(): Promise<{ faceapi: FaceApi; tf: Tf }> {
  loading ??= load().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** The descriptor of the most confident face in the image, or null when no face is found. */
export async function describeFace(image: Buffer): Promise<Float32Array | null> {
  const { faceapi, tf } = await faceModel();
  const { data, info } = await sharp(image)
    .rotate()
    .resize({
      width: ANALYSED_LONGEST_SIDE_PX,
      height: ANALYSED_LONGEST_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
  try {
    const found = await faceapi
      .detectSingleFace(pixels as unknown as Parameters<FaceApi['detectSingleFace']>[0])
      .withFaceLandmarks()
      .withFaceDescriptor();
    return found?.descriptor ?? null;
  } finally {
    pixels.dispose();
  }
}

export function descriptorDistance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}
