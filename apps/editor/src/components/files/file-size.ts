/** Seed 001 section 9: "File-size units Bytes to YB, base 1024". */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * A file's size for people: "0 Bytes", "512 Bytes", "1.5 KB", "19.1 MB". Powers of 1024, one decimal
 * at most (dropped when it is 0); beyond YB it stays in YB. Anything that is not a size reads 0 Bytes.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), FILE_SIZE_UNITS.length - 1);
  let value = bytes / 1024 ** unit;
  // 1023.96 KB rounds to "1,024 KB": say 1 MB instead.
  if (Number(value.toFixed(1)) >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    unit += 1;
    value /= 1024;
  }
  return `${NUMBER.format(unit === 0 ? Math.round(value) : value)} ${FILE_SIZE_UNITS[unit]}`;
}
