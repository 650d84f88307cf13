import { PROFILE_PICTURE_MAX_BYTES } from '@drisk/contract';
import { describe, expect, it } from 'vitest';
import { decodeProfilePicture, detectImageType } from './profilePicture';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('detectImageType', () => {
  it('recognises JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(detectImageType(bytes([0x89], 'PNG\r\n\x1a\n', 'rest'))).toBe('png');
    expect(detectImageType(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(detectImageType(bytes('GIF87a'))).toBe('gif');
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses anything else, whatever it claims', () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('decodeProfilePicture', () => {
  it('accepts an image up to 4 MB and refuses a bigger one', () => {
    const png = bytes([0x89], 'PNG\r\n\x1a\n');
    const fits = Buffer.concat([png, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES - png.length)]);
    expect(decodeProfilePicture(fits.toString('base64'))?.type).toBe('png');
    const over = Buffer.concat([fits, Buffer.alloc(1)]);
    expect(decodeProfilePicture(over.toString('base64'))).toBeNull();
  });
});
