import type { IntegrationConfig, IntegrationView } from '@niaga/shared';

/** The config with one integration replaced by its saved answer (saving one provider disables the kind's others). */
export function withSaved(config: IntegrationConfig, saved: IntegrationView): IntegrationConfig {
  const others = config.items
    .filter((item) => item.kind !== saved.kind || item.provider !== saved.provider)
    .map((item) =>
      saved.status === 'active' && item.kind === saved.kind ? { ...item, status: 'disabled' as const } : item,
    );
  return { ...config, items: [...others, saved] };
}
