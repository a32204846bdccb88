import { fillPlaceholders, type ProductImage, type ProductView } from '@plinth/contracts';

/**
 * The option values that every variant showing `url` shares and that set them apart: "Navy" for the
 * navy shirt's picture (its sizes differ). Empty when no variant shows it, or every variant does.
 */
function valuesShownBy(product: Pick<ProductView, 'options' | 'variants'>, url: string): string[] {
  const showing = product.variants.filter((variant) => variant.image?.url === url);
  if (showing.length === 0 || showing.length === product.variants.length) return [];
  return product.options.flatMap((option) => {
    const values = new Set(showing.map((variant) => variant.attributes[option.name]));
    const [value] = values;
    return values.size === 1 && value ? [value] : [];
  });
}

/**
 * Issue 13 part 3: a picture that belongs to some variants is named after them ("Linen Shirt in Navy",
 * with `template` "{title} in {variant}"), in the product's images and in each variant's own image.
 * An alt text the owner wrote themselves (neither empty nor the bare product title) is kept; a variant's
 * picture that is one of the product's images reads as that image does.
 */
export function nameImagesByVariant(product: ProductView, template: string): ProductView {
  const named = (image: ProductImage): ProductImage => {
    const alt = image.alt.trim();
    if (alt && alt !== product.title) return image;
    const values = valuesShownBy(product, image.url);
    if (values.length === 0) return image;
    return { ...image, alt: fillPlaceholders(template, { title: product.title, variant: values.join(' ') }) };
  };
  const images = product.images.map(named);
  // A variant's picture is one of the product's (the editor picks it from them): it takes that one's alt.
  const alts = new Map(images.map((image) => [image.url, image.alt]));
  const ofVariant = (image: ProductImage): ProductImage => {
    const alt = alts.get(image.url);
    return alt === undefined ? named(image) : { ...image, alt };
  };
  return {
    ...product,
    images,
    variants: product.variants.map((variant) =>
      variant.image ? { ...variant, image: ofVariant(variant.image) } : variant,
    ),
  };
}
