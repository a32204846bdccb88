import {
  ownerProductMessage,
  type FieldErrors,
  type ParsedProductInput,
  type ProductImage,
} from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import { findUploadsByUrl } from '../files';

type ImageInput = NonNullable<ParsedProductInput['images'][number]>;

export interface ResolvedImages {
  images: ProductImage[];
  /** By variant index; null where the variant has no image of its own. */
  variantImages: (ProductImage | null)[];
}

/**
 * Checks that every image of the input is an upload of this site or one the product already had, and
 * takes each one's size from the server's record rather than from the request. Problems go into
 * `errors` under the image's path.
 */
export async function resolveProductImages(
  executor: Executor,
  websiteId: string,
  input: Pick<ParsedProductInput, 'images' | 'variants'>,
  existing: readonly ProductImage[],
  errors: FieldErrors,
): Promise<ResolvedImages> {
  const urls = [...input.images, ...input.variants.map((v) => v.image)].flatMap((i) => (i ? [i.url] : []));
  const uploads = await findUploadsByUrl(executor, websiteId, urls);
  const known = new Map(existing.map((image) => [image.url, image]));

  const resolve = (image: ImageInput, path: string): ProductImage | null => {
    const upload = uploads.get(image.url);
    if (upload) return { url: image.url, alt: image.alt, width: upload.width, height: upload.height };
    const before = known.get(image.url);
    if (before) return { ...before, alt: image.alt };
    errors[path] ??= ownerProductMessage('imageNotUploaded');
    return null;
  };

  const images = input.images.flatMap((image, i) => resolve(image, `images.${i}.url`) ?? []);
  const variantImages = input.variants.map((variant, i) =>
    variant.image ? resolve(variant.image, `variants.${i}.image.url`) : null,
  );
  return { images, variantImages };
}
