import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderInSite } from '../../test/render';
import type { CropBox } from './crop-box';
import { ImageCropField, type ChosenCrop, type CropSource, type Outcome } from './image-crop-field';

const RULES = { minWidth: 300, minHeight: 250, aspect: 300 / 250 };
const LABELS = {
  field: 'Image',
  cropper: 'the test image',
  imageAlt: 'The test image',
  choose: 'Choose an image',
  apply: 'Use this crop',
  applying: 'Sending…',
  tooSmall: 'Please choose an image of at least 300 × 250 pixels.',
  notApplied: 'The crop could not be sent.',
};

/** jsdom decodes no images: a chosen file reads as an image of this size. */
function imagesOf(width: number, height: number) {
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(height);
  HTMLImageElement.prototype.decode = () => Promise.resolve();
  URL.createObjectURL = () => 'blob:chosen';
  URL.revokeObjectURL = () => undefined;
}

const photo = () => new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });

function Field({ apply, upload }: { apply: (chosen: ChosenCrop, outcome: Outcome<string>) => void; upload?: (file: File, outcome: Outcome<CropSource>) => void }) {
  const [image, setImage] = useState<string | null>(null);
  return (
    <ImageCropField
      inputId="image"
      image={image}
      preview={{ width: 150, height: 125 }}
      error={null}
      rules={RULES}
      labels={LABELS}
      upload={upload ? { send: upload, pending: false } : undefined}
      apply={apply}
      applying={false}
      onImage={setImage}
    />
  );
}

beforeEach(() => imagesOf(900, 600));

describe('ImageCropField', () => {
  it('crops a file read in the browser and holds the image the crop came back as', async () => {
    const user = userEvent.setup();
    let sent: { file: File; box: CropBox } | undefined;
    renderInSite(<Field apply={({ file, box }, outcome) => ((sent = { file, box }), outcome.onSuccess('/media/test/cut.webp'))} />);

    const file = photo();
    await user.upload(screen.getByLabelText(/^Image/), file);
    await user.click(await screen.findByRole('button', { name: 'Use this crop' }));

    expect(await screen.findByRole('img', { name: 'The test image' })).toHaveAttribute('src', '/media/test/cut.webp');
    expect(sent?.file).toBe(file);
    // The largest 6:5 box that fits a 900 × 600 image.
    expect(sent?.box).toMatchObject({ width: 720, height: 600 });
    expect(screen.getByText('Choose another image')).toBeInTheDocument();
  });

  it('refuses a file under the bounds before anything is sent, and shows the server’s words when it refuses the crop', async () => {
    const user = userEvent.setup();
    const apply = vi.fn((_: ChosenCrop, outcome: Outcome<string>) => outcome.onError(new ApiError('api_error', 'refused', 400, 'The crop box must lie inside the image.')));
    renderInSite(<Field apply={apply} />);

    imagesOf(299, 400);
    await user.upload(screen.getByLabelText(/^Image/), photo());
    expect(await screen.findByText(LABELS.tooSmall)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use this crop' })).not.toBeInTheDocument();

    imagesOf(900, 600);
    await user.upload(screen.getByLabelText(/^Image/), photo());
    await user.click(await screen.findByRole('button', { name: 'Use this crop' }));
    expect(await screen.findByText('The crop box must lie inside the image.')).toBeInTheDocument();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('crops the source the server answers for an uploaded file', async () => {
    const user = userEvent.setup();
    const apply = vi.fn((chosen: ChosenCrop, outcome: Outcome<string>) => outcome.onSuccess(`${chosen.source.src}?cut`));
    renderInSite(<Field upload={(_, outcome) => outcome.onSuccess({ src: '/media/test/source.webp', width: 600, height: 500 })} apply={apply} />);

    await user.upload(screen.getByLabelText(/^Image/), photo());
    await user.click(await screen.findByRole('button', { name: 'Use this crop' }));

    await waitFor(() => expect(screen.getByRole('img', { name: 'The test image' })).toHaveAttribute('src', '/media/test/source.webp?cut'));
    expect(apply.mock.calls[0]![0].box).toMatchObject({ x: 0, y: 0, width: 600, height: 500 });
  });
});
