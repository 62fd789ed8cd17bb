// The editor's picture field: Keystatic's own, with the site's rules for pictures (lib/content/pictures.ts).
// A phone's photo is made a sensible size in the browser as it is chosen; one the site cannot show (HEIC,
// too large) is refused with words saying what to do, before anything is saved; and the file keeps the
// office's own name. Runs in the browser.
import { fields } from '@keystatic/core';
import { createElement, Fragment } from 'react';
import { PICTURE_LONGEST_SIDE, PICTURE_MAX_BYTES, pictureFormat, pictureProblem, storedName } from '@/lib/content/pictures';

type Picture = { data: Uint8Array; extension: string; filename: string };

/**
 * The photo at most PICTURE_LONGEST_SIDE on its longest side, as JPEG (PNG stays PNG, for its clear parts);
 * a GIF (it may move), a picture already small enough, and anything the browser cannot draw, as they came.
 */
export async function shrunk(picture: Picture): Promise<Picture> {
  const format = pictureFormat(picture.data);
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') return picture;
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return picture;
  try {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(picture.data)]));
    const scale = Math.min(1, PICTURE_LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && picture.data.length <= PICTURE_MAX_BYTES) {
      bitmap.close();
      return picture;
    }
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const extension = format === 'png' ? 'png' : 'jpg';
    const blob = await canvas.convertToBlob({ type: format === 'png' ? 'image/png' : 'image/jpeg', quality: 0.85 });
    return { data: new Uint8Array(await blob.arrayBuffer()), extension, filename: `${picture.filename.replace(/\.[^.]*$/, '')}.${extension}` };
  } catch {
    return picture;
  }
}

type Options = { label: string; description?: string; directory: string; publicPath: string; isRequired: boolean };

export function pictureField({ label, description, directory, publicPath, isRequired }: Options) {
  const base = fields.image({ label, description, directory, publicPath, validation: { isRequired } });
  return {
    ...base,
    Input(props: Parameters<typeof base.Input>[0]) {
      const problem = props.value && pictureProblem(props.value.filename, props.value.data);
      return createElement(
        Fragment,
        null,
        createElement(base.Input, { ...props, onChange: (value: Picture | null) => void (value ? shrunk(value) : Promise.resolve(null)).then(props.onChange) }),
        problem ? createElement('p', { role: 'alert', style: { color: '#b3261e', fontWeight: 600, margin: '0.5em 0 0' } }, problem) : null,
      );
    },
    validate(value: Picture | null) {
      const checked = base.validate(value);
      const problem = checked && pictureProblem(checked.filename, checked.data);
      if (problem) throw new Error(problem);
      return checked;
    },
    // The office's own file name, not Keystatic's `items/0/file.jpg`.
    serialize(value: Picture | null, extra: Parameters<typeof base.serialize>[1]) {
      if (value === null) return base.serialize(value, extra);
      const filename = storedName(value.filename.split('/').pop() ?? value.filename, value.data, value.extension);
      return base.serialize({ ...value, filename }, { ...extra, suggestedFilenamePrefix: undefined });
    },
  };
}
