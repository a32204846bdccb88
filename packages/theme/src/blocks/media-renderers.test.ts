import { describe, expect, test } from 'vitest';
import { filesMap, imageFile, mediaFile, renderContext, renderOne } from './block-test-context';
import { MEDIA_RENDERERS } from './media-renderers';

const photo = imageFile('aaa111', 1600, 1200);

describe('image block', () => {
  const context = () => renderContext({ files: filesMap(photo) });

  test('writes srcset from the seed widths up to the original, WebP first, with sizes, width, height and alt', () => {
    const html = renderOne(
      'image',
      { fileId: 'aaa111', alt: 'A "blue" chair', caption: 'Oak & wool' },
      context(),
    );
    expect(html).toContain(
      '<source type="image/webp" srcset="/assets/uploads/site1/aaa111-100w.webp 100w, /assets/uploads/site1/aaa111-300w.webp 300w, /assets/uploads/site1/aaa111-500w.webp 500w, /assets/uploads/site1/aaa111-750w.webp 750w, /assets/uploads/site1/aaa111-1000w.webp 1000w, /assets/uploads/site1/aaa111-1500w.webp 1500w"',
    );
    expect(html).not.toContain('2500w');
    expect(html).toContain(
      '/assets/uploads/site1/aaa111-1500w.jpg 1500w, /assets/uploads/site1/aaa111.jpg 1600w"',
    );
    expect(html).toContain('sizes="(max-width: 432px) 100vw, (max-width: 1200px) 100vw, 1200px"');
    expect(html).toContain(
      'width="1600" height="1200" alt="A &quot;blue&quot; chair" loading="lazy" decoding="async"',
    );
    expect(html).not.toContain('fetchpriority');
    expect(html).toContain('<figcaption class="image-block__caption">Oak &amp; wool</figcaption>');
  });

  test('above the fold: eager, and only the page’s first image gets fetchpriority="high"', () => {
    const shared = context();
    const first = renderOne('image', { fileId: 'aaa111' }, shared, true);
    const second = renderOne('image', { fileId: 'aaa111' }, shared, true);
    expect(first).toContain('fetchpriority="high"');
    expect(first).not.toContain('loading="lazy"');
    expect(second).not.toContain('fetchpriority');
    expect(second).not.toContain('loading="lazy"');
  });

  test('a crop sets the ratio, the height attribute and the focal point; designs become classes', () => {
    const html = renderOne(
      'image',
      { fileId: 'aaa111', crop: 'widescreen', focalX: 30, focalY: 70, design: 'poster', widthPercent: 50 },
      context(),
    );
    expect(html).toContain('class="image-block image-block--poster" style="--image-width:50%"');
    expect(html).toContain('style="aspect-ratio:16 / 9"');
    expect(html).toContain('width="1600" height="900"');
    expect(html).toContain('style="object-position:30% 70%"');
    expect(html).toContain('(max-width: 1200px) 50vw, 600px');
  });

  test('renders nothing for a missing file, no file yet, or props that fail the schema', () => {
    expect(renderOne('image', { fileId: 'zzz999' }, context())).toBe('');
    expect(renderOne('image', { fileId: '' }, context())).toBe('');
    expect(renderOne('image', { fileId: 'aaa111', design: '<b>' }, context())).toBe('');
  });

  test('a GIF is drawn as it is, with no resized copies', () => {
    const gif = imageFile('ggg111', 400, 300, 'image/gif');
    const html = renderOne('image', { fileId: 'ggg111' }, renderContext({ files: filesMap(gif) }));
    expect(html).toContain('srcset="/assets/uploads/site1/ggg111.gif 400w"');
    expect(html).not.toContain('<picture>');
  });

  test('references its file', () => {
    const refs = MEDIA_RENDERERS.image.references({ id: 'b', type: 'image', props: { fileId: 'aaa111' } });
    expect(refs).toEqual({ fileIds: ['aaa111'] });
  });
});

describe('video and audio blocks', () => {
  const clip = mediaFile('vvv111', 'video/mp4', 'mp4');
  const poster = imageFile('ppp111', 1280, 720);
  const song = mediaFile('sss111', 'audio/mpeg', 'mp3');
  const context = () => renderContext({ files: filesMap(clip, poster, song) });

  test('video: controls, preload="metadata", poster, title and caption, a download link inside', () => {
    const html = renderOne(
      'video',
      { fileId: 'vvv111', posterFileId: 'ppp111', title: 'Making <it>', caption: 'In the workshop' },
      context(),
    );
    expect(html).toContain(
      '<video class="media-block__video" controls preload="metadata" poster="/assets/uploads/site1/ppp111.jpg" aria-label="Making &lt;it&gt;">',
    );
    expect(html).toContain('<source src="/assets/uploads/site1/vvv111.mp4" type="video/mp4">');
    expect(html).toContain('<p class="media-block__title">Making &lt;it&gt;</p>');
    expect(html).toContain('<figcaption class="media-block__caption">In the workshop</figcaption>');
  });

  test('video: autoplay is always muted and inline, even when muted is off', () => {
    const html = renderOne(
      'video',
      { fileId: 'vvv111', autoplay: true, muted: false, controls: false, loop: true },
      context(),
    );
    expect(html).toContain(
      '<video class="media-block__video" autoplay playsinline muted loop preload="metadata">',
    );
  });

  test('video: an audio file in the video slot renders nothing', () => {
    expect(renderOne('video', { fileId: 'sss111' }, context())).toBe('');
    expect(
      MEDIA_RENDERERS.video.references({
        id: 'b',
        type: 'video',
        props: { fileId: 'vvv111', posterFileId: 'ppp111' },
      }),
    ).toEqual({ fileIds: ['vvv111', 'ppp111'] });
  });

  test('audio: controls, preload="metadata", named by its title or else its file name', () => {
    const titled = renderOne('audio', { fileId: 'sss111', title: 'Side A', loop: true }, context());
    expect(titled).toContain(
      '<audio class="media-block__audio" controls preload="metadata" loop aria-label="Side A">',
    );
    expect(titled).toContain('<source src="/assets/uploads/site1/sss111.mp3" type="audio/mpeg">');
    expect(renderOne('audio', { fileId: 'sss111' }, context())).toContain('aria-label="clip.mp3"');
    expect(renderOne('audio', { fileId: 'vvv111' }, context())).toBe('');
  });
});
