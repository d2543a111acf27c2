import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { filesApi } from '../../deals/files-api';
import { renderScreen } from '../../testing/render';
import { DealPicture } from './DealPicture';
import { stored } from './fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the summary's deal picture", () => {
  it("shows the deal's first image, inline", async () => {
    const images = vi
      .spyOn(filesApi, 'images')
      .mockResolvedValue([
        stored('i1', 'Front.jpg', { kind: 'image', content_type: 'image/jpeg' }),
        stored('i2', 'Back.png', { kind: 'image', content_type: 'image/png' }),
      ]);
    renderScreen(<DealPicture id="d1" />);
    const picture = await screen.findByRole('img', { name: 'Front.jpg' });
    expect(picture.getAttribute('src')).toBe('/api/app/deals/secure/d1/attachments/i1/download?inline=1');
    expect(screen.queryByRole('img', { name: 'Back.png' })).toBeNull();
    expect(images).toHaveBeenCalledWith('d1');
  });

  it('shows nothing for a deal without images', async () => {
    const images = vi.spyOn(filesApi, 'images').mockResolvedValue([]);
    renderScreen(<DealPicture id="d1" />);
    await vi.waitFor(() => expect(images).toHaveBeenCalled());
    expect(screen.queryByRole('img')).toBeNull();
  });
});
