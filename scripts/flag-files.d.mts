export declare const FLAG_SOURCE_DIR: string;
export declare const FLAG_ASSET_FOLDER: string;
export declare function flagCodes(): string[];
