// Runs in Chromium (plain JS: the emulator's tsconfig has no DOM types). Uploads /image.png with the web SDK,
// gets its download URL, shows it in an <img>, and reports what the browser saw.
import { initializeApp } from '/sdk/firebase-app.js';
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
  uploadBytesResumable,
} from '/sdk/firebase-storage.js';

globalThis.uploadAndShow = async ({ port, bucket, projectId, objectPath, resumable, token }) => {
  const app = initializeApp({ projectId, apiKey: 'fake', storageBucket: bucket }, objectPath);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', port, { mockUserToken: token });
  const bytes = new Uint8Array(await (await fetch('/image.png')).arrayBuffer());
  const objectRef = ref(storage, objectPath);
  const metadata = { contentType: 'image/png' };
  await (resumable
    ? uploadBytesResumable(objectRef, bytes, metadata)
    : uploadBytes(objectRef, bytes, metadata));
  const downloadUrl = await getDownloadURL(objectRef);

  const img = document.createElement('img');
  img.crossOrigin = 'anonymous'; // lets the canvas below read the pixels back
  document.body.append(img);
  await new Promise((resolve, reject) => {
    img.onload = resolve;
    img.onerror = () => reject(new Error(`<img> failed to load ${downloadUrl}`));
    img.src = downloadUrl;
  });
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const context = canvas.getContext('2d');
  context.drawImage(img, 0, 0);
  const centre = context.getImageData(
    Math.floor(img.naturalWidth / 2),
    Math.floor(img.naturalHeight / 2),
    1,
    1,
  ).data;

  const served = await (await fetch(downloadUrl)).arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', served));
  const sha256 = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
  return {
    downloadUrl,
    naturalWidth: img.naturalWidth,
    naturalHeight: img.naturalHeight,
    centre: [...centre],
    sha256,
  };
};
