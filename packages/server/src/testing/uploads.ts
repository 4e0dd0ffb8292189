import { readdirSync } from 'node:fs';
import sharp from 'sharp';

/** A multipart body with one file, in the field 'file' the upload routes read. */
export function uploadForm(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): FormData {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), name);
  return form;
}

/** A real PNG picture of a given size, one colour. */
export async function testPng(width = 640, height = 480): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#1f3a68' } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

/** The files stored under a folder of an uploads directory (none when it does not exist). */
export function storedFiles(uploadsDir: string, folder: string): string[] {
  try {
    return readdirSync(`${uploadsDir}/${folder}`);
  } catch {
    return [];
  }
}
