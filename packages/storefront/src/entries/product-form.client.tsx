import '../styles/islands.css';
import { hydrateIslands } from '../hydrate-islands.client';
import { ProductForm } from '../product-form/ProductForm.island';
import { swapImagesOnVariantChange } from '../product-form/variant-image.client';

swapImagesOnVariantChange();
hydrateIslands('product-form', ProductForm);
