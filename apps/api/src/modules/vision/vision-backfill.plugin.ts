import type { FastifyInstance } from 'fastify';
import { backfillPictureFeatures } from './backfill.ts';

/**
 * Once the server is ready, describes in the background the product pictures stored without
 * visual features (VISION_BACKFILL, decision 78). Off in tests, which call the backfill themselves.
 */
export function registerVisionBackfill(app: FastifyInstance) {
  if (app.config.NODE_ENV === 'test' || app.config.VISION_BACKFILL === 'off') return;
  app.addHook('onReady', async () => {
    const started = performance.now();
    backfillPictureFeatures(app.db, app.media, { onFailure: (imageId, error) => app.log.warn({ imageId, err: error }, 'picture not described for search by photo') }).then(
      (progress) => {
        if (progress.described + progress.failed > 0) app.log.info({ ...progress, ms: Math.round(performance.now() - started) }, 'pictures described for search by photo');
      },
      (error: unknown) => app.log.error({ err: error }, 'describing pictures for search by photo stopped'),
    );
  });
}
