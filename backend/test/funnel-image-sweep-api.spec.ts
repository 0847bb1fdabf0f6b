import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FUNNEL_IMAGE_KEPT_MS } from '@emberhold/contracts';
import { FunnelImageSweep } from '@emberhold/pipeline';
import { apiForThisFile } from './api-under-test.test-support';
import { funnelCalls, imageOf } from './advertiser-funnel.test-support';

const NOT_FROM_FUNNEL = 'This image was not uploaded for this creative. Please upload an image.';

/**
 * The hourly `media.sweep` job on the real services: the creative editor's images that no creative shows are deleted
 * a day after they were written (every source, crops never saved or replaced by an edit), and nothing else.
 */
describe('advertising: unused creative editor images', () => {
  const product = apiForThisFile({ posts: 50 });
  const funnel = funnelCalls(product);

  const fileOf = (src: string) => join(product.infrastructure.config.dataDir, src.replace(/^\//, ''));
  /** Makes a stored image look as if it had been written `ms` ago. */
  const writtenAgo = (src: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    utimesSync(fileOf(src), then, then);
  };
  const served = async (src: string) => (await funnel.call(null, 'GET', src)).statusCode;
  const sweep = () => product.app.get(FunnelImageSweep).run();

  it('deletes, a day after they were written, the sources and the crops no creative shows, and keeps the rest', async () => {
    // A saved draft, whose creative then takes a new crop: its first crop is shown by nobody any more.
    const saved = await funnel.draft('Saltreach Lantern');
    const upload = await funnel.upload(saved.tempId, await imageOf(720, 600));
    const source = upload.json().data.source_image as string;
    const recrop = await funnel.crop(saved.tempId, { source_image: source, crop_top: 0, crop_left: 0, crop_right: 720, crop_bottom: 600 });
    const newCrop = recrop.json().data.image as string;
    const edited = await funnel.save(saved.tempId, {
      creative: saved.creativeId,
      campaign: saved.campaignId,
      title: 'Saltreach Lantern',
      content: 'Hand-blown glass, lit from within.',
      price: '34.50',
      link: 'https://maker.example/lantern',
      image: newCrop,
    });
    expect(edited.statusCode).toBe(200);

    // A funnel abandoned after its crop, and one abandoned just now.
    const abandoned = await funnel.start();
    const abandonedCrop = await funnel.croppedImage(abandoned);
    const fresh = await funnel.start();
    const freshCrop = await funnel.croppedImage(fresh);

    // A file of the same folder the editor did not write (seeded art has other names).
    const foreign = '/media/creative/seeded-lantern.webp';
    mkdirSync(dirname(fileOf(foreign)), { recursive: true });
    writeFileSync(fileOf(foreign), await imageOf(300, 250, 'webp'));

    // Nothing is a day old yet: nothing goes.
    expect(await sweep()).toEqual({ sources: 0, crops: 0 });
    expect(await served(saved.image)).toBe(200);

    const dayAndMinute = FUNNEL_IMAGE_KEPT_MS + 60_000;
    for (const src of [saved.image, source, newCrop, abandonedCrop, foreign]) writtenAgo(src, dayAndMinute);
    // A day on: the replaced crop, the abandoned crop and the source go; the other sources are still fresh.
    expect(await sweep()).toEqual({ sources: 1, crops: 2 });

    expect(existsSync(fileOf(saved.image))).toBe(false);
    expect(await served(saved.image)).toBe(404);
    expect(existsSync(fileOf(abandonedCrop))).toBe(false);
    expect(existsSync(fileOf(source))).toBe(false);
    // The edited creative's image, the fresh funnel's crop and the foreign file stay.
    expect(await served(newCrop)).toBe(200);
    expect(await served(freshCrop)).toBe(200);
    expect(existsSync(fileOf(foreign))).toBe(true);

    // The abandoned funnel, come back a day later, is told to upload again.
    const late = await funnel.save(abandoned, { title: 'Late Lantern', content: 'Still glowing.', price: '12', link: 'https://maker.example/late', image: abandonedCrop });
    expect([late.statusCode, late.json().meta.error]).toEqual([400, NOT_FROM_FUNNEL]);

    // A second run finds nothing more to do.
    expect(await sweep()).toEqual({ sources: 0, crops: 0 });
  });
});
