import { ASPECT_RATIOS } from '@plinth/contracts';
import { audioPropsSchema, imagePropsSchema, videoPropsSchema } from '@plinth/contracts/schemas';
import { columnSizes, renderBlockImage } from './block-image';
import type { BlockRenderer, BlockRenderArgs } from './block-render-context';
import { GALLERY_RENDERER } from './gallery-renderer';
import { escapeAttr, escapeHtml } from './html';

/**
 * Render halves of the media blocks. Props are parsed with their schema first (defaults filled in);
 * props that fail it, or a file the loader did not find, render nothing rather than half a block.
 */

function caption(text: string, className: string): string {
  return text ? `<figcaption class="${className}">${escapeHtml(text)}</figcaption>` : '';
}

function renderImage({ block, context, aboveTheFold }: BlockRenderArgs): string {
  const parsed = imagePropsSchema.safeParse(block.props);
  if (!parsed.success) return '';
  const props = parsed.data;
  const file = context.files.get(props.fileId);
  if (!file) return '';
  const crop = props.crop === 'original' ? null : props.crop;
  const fraction = props.widthPercent / 100;
  const img = renderBlockImage(file, context, {
    alt: props.alt,
    sizes: columnSizes(fraction),
    aboveTheFold,
    crop,
    focal: { x: props.focalX, y: props.focalY },
    className: 'image-block__img',
  });
  if (!img) return '';
  const ratio = crop ? ASPECT_RATIOS[crop] : null;
  const frameStyle = ratio ? ` style="aspect-ratio:${ratio[0]} / ${ratio[1]}"` : '';
  const frameClass = `image-block__frame${ratio ? ' image-block__frame--cropped' : ''}`;
  return (
    `<figure class="image-block image-block--${props.design}" style="--image-width:${props.widthPercent}%">` +
    `<div class="${frameClass}"${frameStyle}>${img}</div>` +
    caption(props.caption, 'image-block__caption') +
    `</figure>`
  );
}

function mediaHeading(title: string, className: string): string {
  return title ? `<p class="${className}">${escapeHtml(title)}</p>` : '';
}

function renderVideo({ block, context }: BlockRenderArgs): string {
  const parsed = videoPropsSchema.safeParse(block.props);
  if (!parsed.success) return '';
  const props = parsed.data;
  const file = context.files.get(props.fileId);
  if (!file || !file.contentType.startsWith('video/')) return '';
  const poster = props.posterFileId ? context.files.get(props.posterFileId) : undefined;
  // Browsers refuse to autoplay sound: an autoplaying video is muted, and plays inline on phones.
  const muted = props.muted || props.autoplay;
  const attrs = [
    props.controls || !props.autoplay ? 'controls' : '',
    props.autoplay ? 'autoplay playsinline' : '',
    muted ? 'muted' : '',
    props.loop ? 'loop' : '',
    'preload="metadata"',
    poster?.contentType.startsWith('image/') ? `poster="${escapeAttr(poster.url)}"` : '',
    props.title ? `aria-label="${escapeAttr(props.title)}"` : '',
  ].filter(Boolean);
  return (
    `<figure class="media-block media-block--video">` +
    mediaHeading(props.title, 'media-block__title') +
    `<video class="media-block__video" ${attrs.join(' ')}>` +
    `<source src="${escapeAttr(file.url)}" type="${escapeAttr(file.contentType)}">` +
    `<a href="${escapeAttr(file.url)}">Download the video</a></video>` +
    caption(props.caption, 'media-block__caption') +
    `</figure>`
  );
}

function renderAudio({ block, context }: BlockRenderArgs): string {
  const parsed = audioPropsSchema.safeParse(block.props);
  if (!parsed.success) return '';
  const props = parsed.data;
  const file = context.files.get(props.fileId);
  if (!file || !file.contentType.startsWith('audio/')) return '';
  const label = props.title || file.fileName;
  return (
    `<figure class="media-block media-block--audio">` +
    mediaHeading(props.title, 'media-block__title') +
    `<audio class="media-block__audio" controls preload="metadata"${props.loop ? ' loop' : ''} aria-label="${escapeAttr(label)}">` +
    `<source src="${escapeAttr(file.url)}" type="${escapeAttr(file.contentType)}">` +
    `<a href="${escapeAttr(file.url)}">Download the sound file</a></audio>` +
    caption(props.caption, 'media-block__caption') +
    `</figure>`
  );
}

const ids = (...values: string[]) => ({ fileIds: values.filter((v) => v !== '') });

export const MEDIA_RENDERERS = {
  image: {
    render: renderImage,
    references: (block) => {
      const parsed = imagePropsSchema.safeParse(block.props);
      return parsed.success ? ids(parsed.data.fileId) : {};
    },
  },
  gallery: GALLERY_RENDERER,
  video: {
    render: renderVideo,
    references: (block) => {
      const parsed = videoPropsSchema.safeParse(block.props);
      return parsed.success ? ids(parsed.data.fileId, parsed.data.posterFileId) : {};
    },
  },
  audio: {
    render: renderAudio,
    references: (block) => {
      const parsed = audioPropsSchema.safeParse(block.props);
      return parsed.success ? ids(parsed.data.fileId) : {};
    },
  },
} satisfies Record<string, BlockRenderer>;
