import type { FastifyInstance } from 'fastify';
import { badgeRoutes } from './badge-routes.js';
import { exportRoute } from './export-route.js';
import { ownUsageRoute } from './own-usage-route.js';
import { reportFiguresRoutes } from './report-figures-routes.js';

/** Usage reports (/admin/reports): figures, CSV export, the new-user badge; /reports/me for everyone. */
export async function reportsRoutes(app: FastifyInstance) {
  await app.register(reportFiguresRoutes);
  await app.register(exportRoute);
  await app.register(badgeRoutes);
  await app.register(ownUsageRoute);
}
