import { describe, expect, test } from 'vitest';
import { imageTemplateError, renderImageTemplate, type ImageTemplate } from './image-template';

const base: ImageTemplate = {
  src: '/a.jpg',
  width: 10,
  height: 5,
  alt: '',
  priority: null,
  loader: 'raw',
  lazy: true,
};

describe('seed 001 image template rule', () => {
  test('src, width and height are required; width and height positive integers', () => {
    expect(imageTemplateError(base)).toBeNull();
    expect(imageTemplateError({ ...base, src: '' })).toBe('src-required');
    expect(imageTemplateError({ ...base, width: 0 })).toBe('dimensions-invalid');
    expect(imageTemplateError({ ...base, height: 2.5 })).toBe('dimensions-invalid');
  });

  test('srcset only with the raw loader; sizes required with the sqs loader', () => {
    expect(imageTemplateError({ ...base, loader: 'sqs', sizes: '100vw', srcset: '/a.jpg 10w' })).toBe(
      'srcset-needs-raw-loader',
    );
    expect(imageTemplateError({ ...base, loader: 'sqs' })).toBe('sizes-required');
    expect(imageTemplateError({ ...base, loader: 'sqs', sizes: '100vw' })).toBeNull();
  });

  test('priority high, low or none; a template breaking the rule draws nothing', () => {
    expect(renderImageTemplate({ ...base, priority: 'low', lazy: false })).toBe(
      '<img src="/a.jpg" width="10" height="5" alt="" decoding="async" fetchpriority="low">',
    );
    expect(renderImageTemplate({ ...base, width: -1 })).toBe('');
  });
});
