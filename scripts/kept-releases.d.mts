export declare const KEPT_RELEASES: number;
export declare const PREVIOUS_ASSETS: string;
export declare function keptReleases(dist: string): string[];
export declare function keepCurrentRelease(dist: string, now?: number): void;
export declare function dedupeKeptReleases(dist: string): void;
export declare function filesUnder(dir: string, prefix?: string): string[];
