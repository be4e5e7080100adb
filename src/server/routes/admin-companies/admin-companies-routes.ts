import type { FastifyInstance } from 'fastify';
import { createCompanyRoute } from './create-company-route.js';
import { deleteCompanyRoute } from './delete-company-route.js';
import { listCompaniesRoute } from './list-companies-route.js';

/** Company management (docs/product.md#companies): list, create, delete. Operator staff only. */
export async function adminCompaniesRoutes(app: FastifyInstance) {
  await app.register(listCompaniesRoute);
  await app.register(createCompanyRoute);
  await app.register(deleteCompanyRoute);
}
