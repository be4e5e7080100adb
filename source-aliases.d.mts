/** One alias per source root: `@core`, `@server`, `@web` (source-aliases.mjs). */
export declare const sourceAliases: Record<'@core' | '@server' | '@web', string>;
