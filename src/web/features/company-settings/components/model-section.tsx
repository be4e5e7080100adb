import { useState } from 'react';
import { ModelConnectionCard } from '../../../components/model-connection/model-connection-card.js';
import type { ModelConnectionStatus } from '../../../components/model-connection/model-connection-editor.js';
import { modelConnectionScopes } from '../../../lib/model-connection.js';
import { useSaveState } from './save-state.js';

/**
 * The Model section: the company's model connection. On /admin/company-settings the admin's own
 * company; on /admin/companies/{companyId}/settings the company the address names.
 */
export function ModelSection(props: { companyId: string; routeCompanyId: string | undefined }) {
  const { companyId, routeCompanyId } = props;
  const [status, setStatus] = useState<ModelConnectionStatus>({ dirty: false, saving: false });
  const { markSaved } = useSaveState('model', status.dirty, status.saving);
  const scope = routeCompanyId
    ? modelConnectionScopes.company(routeCompanyId)
    : modelConnectionScopes.own(companyId);
  return <ModelConnectionCard scope={scope} onStatus={setStatus} onSaved={markSaved} />;
}
