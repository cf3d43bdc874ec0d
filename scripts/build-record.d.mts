export declare const root: string;
export declare const BUILD_RECORD: string;
export declare function sourcesMtimeMs(sources: readonly string[]): number;
export declare function isBuildFresh(): boolean;
export declare function buildForProduction(): number;
