import type { OwnerFile } from '@plinth/contracts';

interface FilePreviewProps {
  file: Pick<OwnerFile, 'kind' | 'url' | 'thumbnailUrl' | 'fileName'>;
  /** thumbnail: the grid's small picture or an icon; full: File Detail's image, or a player for sound and video. */
  size: 'thumbnail' | 'full';
}

/** An image's picture, or an icon for video and sound (players in File Detail). Decorative beside the name. */
export function FilePreview({ file, size }: FilePreviewProps) {
  if (size === 'full') {
    // The owner previews their own upload; uploads carry no caption tracks to offer.
    if (file.kind === 'video') {
      // eslint-disable-next-line jsx-a11y/media-has-caption
      return <video className="file-preview file-preview--full" src={file.url} controls preload="metadata" />;
    }
    if (file.kind === 'audio') {
      return (
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio className="file-preview file-preview--audio" src={file.url} controls preload="metadata" />
      );
    }
    return <img className="file-preview file-preview--full" src={file.url} alt="" />;
  }
  if (file.kind === 'image') {
    return (
      <img
        className="file-preview file-preview--thumbnail"
        src={file.thumbnailUrl ?? file.url}
        alt=""
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span
      className={`file-preview file-preview--thumbnail file-preview--icon file-preview--${file.kind}`}
      aria-hidden="true"
    >
      {file.kind === 'video' ? '▶' : '♪'}
    </span>
  );
}
