import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, TwoFactorSetup } from '@core/api/two-factor.js';
import { apiRequest } from '../../../lib/api.js';
import { ME_KEY } from '../../../lib/auth.js';
import { invalidateActivityFigures } from '../../../lib/query-keys.js';

/** POST /api/auth/2fa/setup: a new secret for the authenticator app (not on yet). */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () => apiRequest<TwoFactorSetup>('POST', '/api/auth/2fa/setup'),
  });
}

/**
 * POST /api/auth/2fa/enable: answers the recovery codes. The signed-in user is reloaded only
 * when the person has seen them (`useTwoFactorChanged`): a screen that requires two-factor
 * would otherwise go before they are shown.
 */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<RecoveryCodes>('POST', '/api/auth/2fa/enable', { code }),
  });
}

/** POST /api/auth/2fa/disable with the password and a code. */
export function useDisableTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation({
    mutationFn: (body: { password: string; code: string }) =>
      apiRequest('POST', '/api/auth/2fa/disable', body),
    onSuccess: changed,
  });
}

/** Reloads the signed-in user (and the report figures: the change is an event). */
export function useTwoFactorChanged() {
  const client = useQueryClient();
  return () => {
    invalidateActivityFigures(client);
    return client.invalidateQueries({ queryKey: ME_KEY });
  };
}
