import { describe, expect, it } from 'vitest';
import { validationMessages } from '../validation-messages';
import { profilePictureCheck } from './profile-picture';

const MB = 1024 * 1024;

describe('profilePictureCheck', () => {
  it('accepts an image up to exactly 2 MB', () => {
    expect(profilePictureCheck({ size: 2 * MB, type: 'image/png' })).toBeNull();
    expect(profilePictureCheck({ size: 10, type: 'IMAGE/JPEG' })).toBeNull();
  });

  it('refuses anything larger', () => {
    expect(profilePictureCheck({ size: 2 * MB + 1, type: 'image/webp' })).toBe(
      'Please select an image smaller than 2MB',
    );
  });

  it('refuses what is not a raster image, checking the type first', () => {
    expect(profilePictureCheck({ size: 10, type: 'application/pdf' })).toBe('Please select an image file');
    expect(profilePictureCheck({ size: 10, type: 'image/svg+xml' })).toBe('Please select an image file');
    expect(profilePictureCheck({ size: 5 * MB, type: '' })).toBe('Please select an image file');
  });

  it('refuses an iPhone HEIC/HEIF picture before upload, naming the formats that work', () => {
    const message = validationMessages.pictureHeicUnsupported;
    expect(profilePictureCheck({ size: 10, type: 'image/heic' })).toBe(message);
    expect(profilePictureCheck({ size: 10, type: 'image/heif' })).toBe(message);
    expect(profilePictureCheck({ size: 10, type: '', name: 'IMG_0001.HEIC' })).toBe(message);
    expect(message).toContain('JPEG, PNG, WebP, GIF or AVIF');
    expect(profilePictureCheck({ size: 10, type: 'image/avif', name: 'me.avif' })).toBeNull();
  });
});
